import { Card, Skeleton, Stack } from '@mantine/core';
import { ColumnsGrid } from '../ColumnsGrid';
import '../cards/cards.css';

export function ArticleCardSkeleton() {
  return (
    <Card withBorder padding="md" radius="md" data-testid="article-card-skeleton" aria-hidden="true">
      <Card.Section>
        <Skeleton height={180} radius={0} />
      </Card.Section>
      <Stack gap="xs" mt="md">
        <Skeleton height={14} width={90} />
        <Skeleton height={20} />
        <Skeleton height={14} width="85%" />
        <Skeleton height={14} width="60%" />
      </Stack>
    </Card>
  );
}

export function ArticleGridSkeleton({ count }: { count: number }) {
  return (
    <ColumnsGrid role="status" aria-busy="true" aria-label="Carregando artigos">
      {Array.from({ length: count }, (_, i) => (
        <ArticleCardSkeleton key={i} />
      ))}
    </ColumnsGrid>
  );
}
