// Query options of the articles feature, shared by its hooks and its route prefetch.
import { infiniteQueryOptions, queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { refKey, type ArticleRef } from '../../lib/article-ref';
import { publishedPagesOptions } from '../../lib/use-published-pages';
import { categoryFilter } from './api/lists';
import { fetchArticleContent, resolveArticle } from './api/article';
import { fetchHome } from './api/home';
import { fetchPublishedPage, noFilters } from '../../lib/published-articles';
import type { PageCursor } from '../../lib/cursor';
import { HOME_LATEST_COUNT, LIST_PAGE_SIZES } from '@pauta/model';

/** The home snapshot: featured, latest, each category's first page and the recommended preview. */
export const homeOptions = () =>
  queryOptions({ queryKey: queryKeys.home(), queryFn: () => fetchHome(HOME_LATEST_COUNT) });

/**
 * The home snapshot's first page of each category, apart from the rest of the snapshot: a rendered
 * home gives its showcase island only these (its featured and latest articles stay HTML).
 */
export const showcaseFirstPagesOptions = () =>
  queryOptions({
    queryKey: queryKeys.showcaseFirstPages(),
    queryFn: async () => (await fetchHome(HOME_LATEST_COUNT)).showcase,
  });

/**
 * The home's 'Explore por Categoria' list: its first page comes from the home snapshot (no read of
 * its own); 'Carregar mais artigos' reads the next pages after the snapshot's last card.
 */
export const showcaseOptions = (queryClient: QueryClient, slug: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.showcase(slug) as QueryKey,
    initialPageParam: null as PageCursor | null,
    queryFn: async ({ pageParam }) => {
      if (!pageParam) {
        const fromHome = (await queryClient.fetchQuery(showcaseFirstPagesOptions()))[slug];
        if (fromHome) return fromHome;
      }
      return fetchPublishedPage(categoryFilter(slug), LIST_PAGE_SIZES.showcase, pageParam);
    },
    getNextPageParam: (last) => last.next,
  });

export const categoryOptions = (slug: string, pageSize: number) =>
  publishedPagesOptions(queryKeys.category(slug, pageSize), categoryFilter(slug), pageSize);

export const allArticlesOptions = () =>
  publishedPagesOptions(queryKeys.allPages(LIST_PAGE_SIZES.all), noFilters, LIST_PAGE_SIZES.all);

/** The article named by a route; once found it is also cached under its slug and its id. */
export const articleOptions = (queryClient: QueryClient, ref: ArticleRef) =>
  queryOptions({
    queryKey: queryKeys.articleRef(refKey(ref)),
    queryFn: async () => {
      const article = await resolveArticle(ref);
      if (article) {
        if (article.slug) queryClient.setQueryData(queryKeys.articleRef(article.slug), article);
        queryClient.setQueryData(queryKeys.articleRef(`id:${article.id}`), article);
      }
      return article;
    },
  });

export const contentOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.content(id), queryFn: () => fetchArticleContent(id) });
