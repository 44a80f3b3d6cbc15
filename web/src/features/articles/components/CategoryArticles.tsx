// A category's articles (an island of /categoria/{category}): the first page from the server, then
// the next ones as the reader scrolls (infinite scroll in steps of 9, back to 9 on another
// category); 'Tentar novamente' when empty.
import { useEffect } from 'react';
import { Anchor, Center } from '@mantine/core';
import { LIST_PAGE_SIZES } from '@pauta/model';
import { Spinner } from '../../../components/ui';
import { notifyError } from '../../../lib/notify';
import { ArticleGrid } from '../../../components/ArticleGrid';
import { EmptyState } from '../../../components/EmptyState';
import { ArticleGridSkeleton } from '../../../components/skeletons';
import { useInfiniteSentinel } from '../../../components/use-infinite-sentinel';
import { ISLAND_VISIBLE_ATTRIBUTE } from '../../../components/island';
import { useCategoryArticles } from '../hooks/use-home-lists';
import { useGrowingList } from '../hooks/use-growing-list';

export function CategoryArticles({ slug }: { slug: string }) {
  const list = useCategoryArticles(slug, LIST_PAGE_SIZES.category);
  const shown = useGrowingList(list, LIST_PAGE_SIZES.category, slug);
  const { articles } = shown;
  // Grows when the sentinel shows, no load is in progress and the list reached its limit (spec §4).
  const canLoadMore = shown.hasMore && !list.isFetching;
  const sentinel = useInfiniteSentinel<HTMLDivElement>(
    () => {
      if (canLoadMore) shown.grow();
    },
    canLoadMore,
    shown.limit,
  );

  useEffect(() => {
    if (list.isError) {
      notifyError('Erro ao carregar artigos', 'Não foi possível carregar os artigos desta categoria.');
    }
  }, [list.isError]);

  if (list.isPending) return <ArticleGridSkeleton count={LIST_PAGE_SIZES.category} />;
  if (articles.length === 0)
    return (
      <EmptyState message="Nenhum artigo encontrado nesta categoria.">
        <Anchor component="button" type="button" onClick={() => void list.refetch()}>
          Tentar novamente
        </Anchor>
      </EmptyState>
    );
  return (
    <>
      <ArticleGrid articles={articles} />
      <div
        ref={sentinel}
        aria-hidden="true"
        style={{ height: 1 }}
        data-testid="scroll-sentinel"
        {...{ [ISLAND_VISIBLE_ATTRIBUTE]: '' }}
      />
      {list.isFetchingNextPage && (
        <Center>
          <Spinner label="Carregando mais artigos" />
        </Center>
      )}
    </>
  );
}
