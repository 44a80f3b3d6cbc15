// A sitemap file holds at most 50,000 URLs. Past that, /sitemap.xml becomes a sitemap index of
// numbered files (/sitemap-1.xml, ...): the static entries first, then the articles in query order.
import { STATIC_ENTRY_COUNT } from '@pauta/model';

export const MAX_URLS_PER_SITEMAP = 50_000;

export type SitemapPlan = { kind: 'single' } | { kind: 'index'; files: number };

export function planSitemap(articleCount: number, max = MAX_URLS_PER_SITEMAP): SitemapPlan {
  const total = STATIC_ENTRY_COUNT + articleCount;
  return total <= max ? { kind: 'single' } : { kind: 'index', files: Math.ceil(total / max) };
}

/** Which slice of the whole list file `n` (1-based) covers: static entries and an article range. */
export function fileRange(n: number, max = MAX_URLS_PER_SITEMAP) {
  const first = (n - 1) * max;
  const last = n * max; // exclusive
  return {
    includeStatic: first < STATIC_ENTRY_COUNT,
    articleStart: Math.max(0, first - STATIC_ENTRY_COUNT),
    articleEnd: last - STATIC_ENTRY_COUNT,
  };
}
