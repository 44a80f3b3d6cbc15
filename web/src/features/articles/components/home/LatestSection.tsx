// 'Últimos Artigos': the 6 newest, the first one large.
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ArticleCard } from '../../../../components/cards';
import { EmptyState } from '../../../../components/EmptyState';
import { ArticleCardSkeleton } from '../../../../components/skeletons';
import { useLatest } from '../../hooks/use-home-lists';
import { SectionHeading } from './SectionHeading';
import { HOME_LATEST_COUNT } from '@pauta/model';

export function LatestSection() {
  const { data, isPending } = useLatest(HOME_LATEST_COUNT);
  const articles = data ?? [];
  return (
    <section aria-labelledby="ultimos-titulo">
      <SectionHeading
        id="ultimos-titulo"
        action={
          <Anchor component={Link} to="/artigos" fw={600}>
            Ver todos os artigos →
          </Anchor>
        }
      >
        Últimos Artigos
      </SectionHeading>
      {isPending ? (
        <div className="latest-grid" role="status" aria-busy="true" aria-label="Carregando artigos">
          {Array.from({ length: HOME_LATEST_COUNT }, (_, i) => (
            <ArticleCardSkeleton key={i} />
          ))}
        </div>
      ) : articles.length === 0 ? (
        <EmptyState message="Nenhum artigo disponível no momento" />
      ) : (
        <div className="latest-grid">
          {articles.map((article, i) => (
            <ArticleCard key={article.id} article={article} size={i === 0 ? 'large' : 'normal'} />
          ))}
        </div>
      )}
    </section>
  );
}
