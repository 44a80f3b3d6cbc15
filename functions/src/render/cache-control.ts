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
 * Reader pages and the search index: the CDN keeps them 10 minutes (browsers 1) and may serve them
 * stale for a day while it refreshes in the background, so a publish or edit shows within about
 * 10 minutes; a scheduled publication shows at its time (cacheControlUntil).
 */
export const READER_CACHE: CachePolicy = { browserSeconds: 60, cdnSeconds: 600, staleSeconds: 86_400 };

/** Sitemaps and feeds: one hour for browsers and the CDN. */
export const FEED_CACHE: CachePolicy = { browserSeconds: 3600, cdnSeconds: 3600 };

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
  if (left >= policy.cdnSeconds) return cacheControl(policy);
  const seconds = Math.max(1, left);
  return `public, max-age=${Math.min(policy.browserSeconds, seconds)}, s-maxage=${seconds}`;
}
