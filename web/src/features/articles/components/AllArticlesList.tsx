// Every published article, newest first, a page at a time (an island of /artigos: 'Próxima →'
// reads the next page after the server's first one).
import { useState } from 'react';
import { Group, Text } from '@mantine/core';
import { ActionButton, Spinner } from '../../../components/ui';
import { usePublishedPages } from '../../../lib/use-published-pages';
import { allArticlesOptions } from '../queries';
import { ArticleGrid } from '../../../components/ArticleGrid';
import { EmptyState } from '../../../components/EmptyState';
import { ArticleGridSkeleton } from '../../../components/skeletons';

export function AllArticlesList() {
  const [pageIndex, setPageIndex] = useState(0);
  const list = usePublishedPages(allArticlesOptions());
  const pages = list.data?.pages ?? [];
  const page = pages[pageIndex];
  const hasNext = pageIndex < pages.length - 1 || !!list.hasNextPage;

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
    <>
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
    </>
  );
}
