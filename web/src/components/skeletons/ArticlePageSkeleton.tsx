import { Container, Skeleton, Stack } from '@mantine/core';

/** The article page's loading placeholder: cover, badge, title, excerpt, author, body lines. */
export function ArticlePageSkeleton() {
  return (
    <Container
      size="md"
      py="xl"
      role="status"
      aria-busy="true"
      aria-label="Carregando artigo"
      data-testid="article-skeleton"
    >
      <Stack gap="md">
        <Skeleton style={{ aspectRatio: '16 / 9' }} />
        <Skeleton height={22} width={110} radius="xl" />
        <Skeleton height={40} />
        <Skeleton height={18} width="75%" />
        <Skeleton height={40} width={220} />
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={14} width={i % 3 === 2 ? '70%' : '100%'} />
        ))}
      </Stack>
    </Container>
  );
}
