// Query options of the articles feature, shared by its hooks and its route prefetch.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { refKey, type ArticleRef } from '../../lib/article-ref';
import { publishedPagesOptions } from '../../lib/use-published-pages';
import { categoryFilter, fetchFeatured, fetchLatest } from './api/lists';
import { fetchArticleContent, resolveArticle } from './api/article';

export const HOME_LATEST_COUNT = 6;
export const SHOWCASE_STEP = 6;
export const CATEGORY_PAGE_SIZE = 9;
export const ALL_ARTICLES_PAGE_SIZE = 12;

export const featuredOptions = () => queryOptions({ queryKey: queryKeys.featured(), queryFn: fetchFeatured });

export const latestOptions = (count: number) =>
  queryOptions({ queryKey: queryKeys.latest(count), queryFn: () => fetchLatest(count) });

export const categoryOptions = (slug: string, pageSize: number) =>
  publishedPagesOptions(queryKeys.category(slug, pageSize), () => categoryFilter(slug), pageSize);

export const allArticlesOptions = () =>
  publishedPagesOptions(queryKeys.allPages(ALL_ARTICLES_PAGE_SIZE), () => [], ALL_ARTICLES_PAGE_SIZE);

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
