import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { refKey, type ArticleRef } from '../../../lib/article-ref';
import type { ArticleSummary } from '../../../lib/article-shape';
import { articleOptions, contentOptions } from '../queries';
import type { HomeData } from '../api/home';

const homeCards = (home: HomeData) => [
  home.featured,
  ...home.latest,
  ...Object.values(home.showcase).flatMap((page) => page.items),
];

const matches = (ref: ArticleRef, a: ArticleSummary) => (ref.kind === 'slug' ? a.slug === ref.slug : a.id === ref.id);

/** An article already in a cached list (home, category, tag...), so opening it costs no metadata read. */
export function findCachedSummary(queryClient: QueryClient, ref: ArticleRef) {
  for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: queryKeys.articles })) {
    const candidates: unknown[] = Array.isArray(data)
      ? data
      : data && typeof data === 'object' && 'pages' in data
        ? (data as { pages: { items: unknown[] }[] }).pages.flatMap((p) => p.items)
        : data && typeof data === 'object' && 'showcase' in data
          ? homeCards(data as HomeData)
          : [data];
    for (const c of candidates) {
      if (c && typeof c === 'object' && 'id' in c && 'slug' in c && matches(ref, c as ArticleSummary)) {
        return c as ArticleSummary;
      }
    }
  }
  return undefined;
}

export function useArticle(ref: ArticleRef | null) {
  const queryClient = useQueryClient();
  const fallbackRef: ArticleRef = { kind: 'slug', slug: '' };
  return useQuery({
    ...articleOptions(queryClient, ref ?? fallbackRef),
    queryKey: queryKeys.articleRef(ref ? refKey(ref) : ''),
    enabled: ref !== null,
    initialData: () => (ref ? findCachedSummary(queryClient, ref) : undefined),
  });
}

export const useArticleContent = (id: string | undefined) => useQuery({ ...contentOptions(id ?? ''), enabled: !!id });
