// How long browsers and the CDN keep what the functions serve, and how a scheduled publication
// shortens it: no cached copy of a page, feed or index outlives the next scheduled publication
// (docs/rendering.md, "Caching and freshness"; docs/scheduling.md).

export interface CachePolicy {
  browserSeconds: number;
  cdnSeconds: number;
  /** How long the CDN may serve a stale copy while one function run refreshes it. */
  staleSeconds?: number;
}

/**
 * How long a published article's words may stay reachable on the CDN after it is unpublished or
 * deleted (docs/security.md, "Takedown"): no cached copy of a response that carries them (reader
 * pages, the search index, the feeds with their full bodies, the news sitemap's titles) is fresh
 * or served stale beyond it.
 */
export const TAKEDOWN_SECONDS = 60;

/**
 * Reader pages and the search index: the CDN keeps them 30 s, then may serve the stale copy for
 * 30 s more while one function run refreshes it (browsers keep them 30 s): an edit, a publication
 * or a takedown reaches every reader within a minute; a scheduled publication at its time
 * (cacheControlUntil).
 */
export const READER_CACHE: CachePolicy = { browserSeconds: 30, cdnSeconds: 30, staleSeconds: 30 };

/** RSS feeds (full bodies) and the news sitemap (titles): the same promise as the pages. */
export const FEED_CACHE: CachePolicy = { ...READER_CACHE };

/** Sitemaps (addresses only) and robots.txt: one hour for browsers and the CDN. */
export const SITEMAP_CACHE: CachePolicy = { browserSeconds: 3600, cdnSeconds: 3600 };

export const cacheControl = (policy: CachePolicy): string =>
  `public, max-age=${policy.browserSeconds}, s-maxage=${policy.cdnSeconds}` +
  (policy.staleSeconds ? `, stale-while-revalidate=${policy.staleSeconds}` : '');

/**
 * The policy, cut short so that no copy is kept (or served stale) past `nextPublication` (ms): a
 * page cached before a scheduled article's time expires at that time. Overdue (the publication is
 * running late): one second.
 */
export function cacheControlUntil(policy: CachePolicy, nextPublication: number | null, now: number): string {
  if (nextPublication === null) return cacheControl(policy);
  const left = Math.ceil((nextPublication - now) / 1000);
  if (left >= policy.cdnSeconds + (policy.staleSeconds ?? 0)) return cacheControl(policy);
  const seconds = Math.max(1, left);
  return `public, max-age=${Math.min(policy.browserSeconds, seconds)}, s-maxage=${seconds}`;
}
