// /artigos: every published article, newest first, a page at a time (cursor pagination).
import { useState } from 'react';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { ActionButton, Spinner } from '../../../components/ui';
import { usePublishedPages } from '../../../lib/use-published-pages';
import { allArticlesOptions } from '../queries';
import { ArticleGrid } from '../../../components/ArticleGrid';
import { EmptyState } from '../../../components/EmptyState';
import { ArticleGridSkeleton } from '../../../components/skeletons';
import { usePageMeta } from '../../../components/head';

export function AllArticlesPage() {
  const [pageIndex, setPageIndex] = useState(0);
  const list = usePublishedPages(allArticlesOptions());
  const pages = list.data?.pages ?? [];
  const page = pages[pageIndex];
  const hasNext = pageIndex < pages.length - 1 || !!list.hasNextPage;

  usePageMeta({
    title: 'Todos os artigos',
    description: 'Todos os artigos publicados no Pauta, dos mais recentes aos mais antigos.',
    canonical: '/artigos',
  });

  const goNext = async () => {
    if (pageIndex === pages.length - 1) await list.fetchNextPage();
    setPageIndex((i) => i + 1);
    window.scrollTo({ top: 0 });
  };
  const goPrevious = () => {
    setPageIndex((i) => Math.max(0, i - 1));
    window.scrollTo({ top: 0 });
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Todos os artigos</Title>
          <Text c="dimmed">Tudo o que já publicamos, dos mais recentes aos mais antigos.</Text>
        </div>
        {list.isPending || (list.isFetchingNextPage && !page) ? (
          <ArticleGridSkeleton count={6} />
        ) : !page || page.items.length === 0 ? (
          <EmptyState message="Nenhum artigo disponível no momento" />
        ) : (
          <ArticleGrid articles={page.items} />
        )}
        {(pageIndex > 0 || hasNext) && (
          <Group justify="space-between" component="nav" aria-label="Paginação">
            <ActionButton variant="default" onClick={goPrevious} disabled={pageIndex === 0}>
              ← Anterior
            </ActionButton>
            <Text size="sm" aria-live="polite">
              Página {pageIndex + 1}
            </Text>
            <ActionButton
              variant="default"
              onClick={() => void goNext()}
              disabled={!hasNext || list.isFetchingNextPage}
              aria-busy={list.isFetchingNextPage || undefined}
            >
              {list.isFetchingNextPage && <Spinner size="sm" />}
              Próxima →
            </ActionButton>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
