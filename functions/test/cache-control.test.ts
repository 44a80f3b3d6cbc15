// Cache lifetimes cut short by the next scheduled publication: no copy outlives it, none is served
// stale past it, and far-off schedules change nothing.
import { describe, expect, it } from 'vitest';
import {
  cacheControl,
  cacheControlUntil,
  FEED_CACHE,
  READER_CACHE,
  SITEMAP_CACHE,
  TAKEDOWN_SECONDS,
} from '../src/render/cache-control';

const now = Date.UTC(2031, 2, 10, 9, 58);

describe('takedown: what carries an article’s words leaves the CDN within a minute', () => {
  // A copy cached just before the article was unpublished is fresh for s-maxage, then may be served
  // stale for stale-while-revalidate more (to whoever asks first, while the refresh runs).
  it.each([
    ['reader pages and the search index', READER_CACHE],
    ['feeds (full bodies) and the news sitemap', FEED_CACHE],
  ])('%s: fresh + stale ≤ %s s', (_name, policy) => {
    expect(policy.cdnSeconds + (policy.staleSeconds ?? 0)).toBeLessThanOrEqual(TAKEDOWN_SECONDS);
    expect(policy.browserSeconds).toBeLessThanOrEqual(TAKEDOWN_SECONDS);
    expect(TAKEDOWN_SECONDS).toBe(60);
  });
});

describe('cache lifetimes and the schedule', () => {
  it('nothing scheduled, or scheduled after the usual lifetime: the usual headers', () => {
    expect(cacheControl(READER_CACHE)).toBe('public, max-age=30, s-maxage=30, stale-while-revalidate=30');
    expect(cacheControl(FEED_CACHE)).toBe(cacheControl(READER_CACHE));
    expect(cacheControl(SITEMAP_CACHE)).toBe('public, max-age=3600, s-maxage=3600');
    expect(cacheControlUntil(READER_CACHE, null, now)).toBe(cacheControl(READER_CACHE));
    expect(cacheControlUntil(READER_CACHE, now + 601_000, now)).toBe(cacheControl(READER_CACHE));
    expect(cacheControlUntil(READER_CACHE, now + 60_000, now)).toBe(cacheControl(READER_CACHE));
    expect(cacheControlUntil(SITEMAP_CACHE, now + 2 * 3600_000, now)).toBe(cacheControl(SITEMAP_CACHE));
  });

  it('a publication closer than the lifetime: kept until it, never stale past it', () => {
    expect(cacheControlUntil(READER_CACHE, now + 45_000, now)).toBe('public, max-age=30, s-maxage=45');
    expect(cacheControlUntil(SITEMAP_CACHE, now + 120_000, now)).toBe('public, max-age=120, s-maxage=120');
    expect(cacheControlUntil(READER_CACHE, now + 20_500, now)).toBe('public, max-age=21, s-maxage=21');
  });

  it('a publication due or running late: one second', () => {
    expect(cacheControlUntil(READER_CACHE, now, now)).toBe('public, max-age=1, s-maxage=1');
    expect(cacheControlUntil(SITEMAP_CACHE, now - 90_000, now)).toBe('public, max-age=1, s-maxage=1');
  });
});
