// Route prefetch for the articles feature: started by the app's router with the route's lazy page,
// in parallel with its code, with the very options the pages' hooks use (same cache entries, no extra reads).
import type { QueryClient } from '@tanstack/react-query';
import { articleRefFromParams, type ArticleRef } from '../../lib/article-ref';
import { HOME_SHOWCASE_DEFAULT, LIST_PAGE_SIZES, slugify } from '@pauta/model';
import {
  allArticlesOptions,
  articleOptions,
  categoryOptions,
  contentOptions,
  homeOptions,
  showcaseOptions,
} from './queries';
import { findCachedSummary } from './hooks/use-article';

export function prefetchHome(queryClient: QueryClient): void {
  // One document holds every home section; the default showcase is built from it (no extra read).
  void queryClient.fetchQuery(homeOptions()).then(
    () => queryClient.prefetchInfiniteQuery(showcaseOptions(queryClient, HOME_SHOWCASE_DEFAULT)),
    () => undefined,
  );
}

export function prefetchArticle(queryClient: QueryClient, params: { slug?: string; id?: string }): void {
  const ref: ArticleRef | null = articleRefFromParams(params);
  if (!ref) return;
  const cached = findCachedSummary(queryClient, ref);
  const knownId = cached?.id ?? (ref.kind === 'id' ? ref.id : null);
  // With the id known, the body is read in parallel with (or instead of) the metadata.
  if (knownId) void queryClient.prefetchQuery(contentOptions(knownId));
  if (cached) return;
  void queryClient.fetchQuery(articleOptions(queryClient, ref)).then(
    (article) => {
      if (article && !knownId) void queryClient.prefetchQuery(contentOptions(article.id));
    },
    () => undefined,
  );
}

export function prefetchCategory(queryClient: QueryClient, category: string | undefined): void {
  const slug = slugify(category ?? '');
  if (slug) void queryClient.prefetchInfiniteQuery(categoryOptions(slug, LIST_PAGE_SIZES.category));
}

export function prefetchAllArticles(queryClient: QueryClient): void {
  void queryClient.prefetchInfiniteQuery(allArticlesOptions());
}
