/**
 * Reader pages and the search index: the CDN keeps them 10 minutes (browsers 1) and may serve them
 * stale for a day while it refreshes in the background, so a publish or edit shows within about
 * 10 minutes.
 */
export const CACHE_CONTROL = 'public, max-age=60, s-maxage=600, stale-while-revalidate=86400';
