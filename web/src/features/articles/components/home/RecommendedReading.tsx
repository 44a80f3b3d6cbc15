// 'Leitura Recomendada': the featured article with its excerpt, the start of its body and a link.
import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useArticleContent } from '../../hooks/use-article';
import { useFeatured, useRecommendedPreview } from '../../hooks/use-home-lists';
import { htmlToText, truncateText } from '../../lib/plain-text';
import { SectionHeading } from './SectionHeading';
import { articleIdPath } from '@pauta/model';

export const RECOMMENDED_PREVIEW_CHARS = 320;

export function RecommendedReading() {
  const { data: featured, isPending } = useFeatured();
  const { data: preview } = useRecommendedPreview();
  // The snapshot carries the preview; only without it (no snapshot yet) is the body read.
  const content = useArticleContent(!isPending && !preview ? featured?.id : undefined);
  if (!isPending && !featured) return null;
  return (
    <section aria-labelledby="recomendada-titulo">
      <SectionHeading id="recomendada-titulo">Leitura Recomendada</SectionHeading>
      <Paper withBorder radius="md" p="xl">
        {!featured ? (
          <Stack gap="sm">
            <Skeleton height={28} width="60%" />
            <Skeleton height={16} />
            <Skeleton height={16} width="80%" />
          </Stack>
        ) : (
          <Stack gap="sm">
            <Title order={3}>{featured.title}</Title>
            {featured.excerpt && (
              <Text fs="italic" c="dimmed">
                {featured.excerpt}
              </Text>
            )}
            {preview ? (
              <Text>{preview}</Text>
            ) : content.isPending ? (
              <Skeleton height={60} />
            ) : (
              <Text>{truncateText(htmlToText(content.data ?? ''), RECOMMENDED_PREVIEW_CHARS)}</Text>
            )}
            <div>
              <Button component={Link} to={articleIdPath(featured.id)} variant="light">
                Ler artigo completo
              </Button>
            </div>
          </Stack>
        )}
      </Paper>
    </section>
  );
}
