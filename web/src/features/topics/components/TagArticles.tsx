import { Stack } from '@mantine/core';
import { LoadMoreButton } from '../../../components/ui';
import { ArticleGrid } from '../../../components/ArticleGrid';
import { EmptyState } from '../../../components/EmptyState';
import { ArticleGridSkeleton } from '../../../components/skeletons';
import { useTagArticles } from '../hooks/use-topics';

export const TAG_SKELETON_CARDS = 6;

export function TagArticles({ tag }: { tag: string }) {
  const list = useTagArticles(tag);
  if (list.isPending) return <ArticleGridSkeleton count={TAG_SKELETON_CARDS} />;
  if (list.articles.length === 0) return <EmptyState message="Nenhum artigo encontrado para este tópico." />;
  return (
    <Stack gap="lg">
      <ArticleGrid articles={list.articles} />
      {list.hasNextPage && (
        <LoadMoreButton loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />
      )}
    </Stack>
  );
}
