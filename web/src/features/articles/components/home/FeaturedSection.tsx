// 'Em Destaque': the featured article as a 600 px card over its cover.
import { Badge, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../../components/EmptyState';
import { articlePath, categoryLabel, IMAGE_SIZES, responsiveImage } from '@pauta/model';
import { useFeatured } from '../../hooks/use-home-lists';
import { SectionHeading } from './SectionHeading';

export const FEATURED_HEIGHT = 600;

export function FeaturedSection() {
  const { data: featured, isPending } = useFeatured();
  return (
    <section aria-labelledby="destaque-titulo">
      <SectionHeading id="destaque-titulo">Em Destaque</SectionHeading>
      {isPending ? (
        <Skeleton height={FEATURED_HEIGHT} radius="md" />
      ) : !featured ? (
        <EmptyState message="Nenhum artigo em destaque disponível" />
      ) : (
        <article className="featured-card" style={{ height: FEATURED_HEIGHT }} data-testid="featured-card">
          {featured.imageUrl && (
            <img
              {...responsiveImage(featured.imageUrl, featured.imageVariants)}
              sizes={IMAGE_SIZES.featured}
              alt=""
              className="featured-image"
              fetchPriority="high"
            />
          )}
          <div className="featured-overlay">
            {featured.category && (
              <Badge size="lg" variant="filled" mb="sm">
                {categoryLabel(featured.category)}
              </Badge>
            )}
            <Title order={3} className="featured-title" c="white" lh={1.2}>
              <Link to={articlePath(featured)} className="card-title-link">
                {featured.title}
              </Link>
            </Title>
            {featured.excerpt && (
              <Text c="gray.2" mt="sm" lineClamp={3} maw={760}>
                {featured.excerpt}
              </Text>
            )}
            <Text c="gray.3" size="sm" mt="sm">
              {featured.author}
              {featured.date && ` · ${featured.date}`}
            </Text>
          </div>
        </article>
      )}
    </section>
  );
}
