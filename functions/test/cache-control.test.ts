// Cache lifetimes cut short by the next scheduled publication: no copy outlives it, none is served
// stale past it, and far-off schedules change nothing.
import { describe, expect, it } from 'vitest';
import { cacheControl, cacheControlUntil, FEED_CACHE, READER_CACHE } from '../src/render/cache-control';

const now = Date.UTC(2031, 2, 10, 9, 58);

describe('cache lifetimes and the schedule', () => {
  it('nothing scheduled, or scheduled after the usual lifetime: the usual headers', () => {
    expect(cacheControl(READER_CACHE)).toBe('public, max-age=60, s-maxage=600, stale-while-revalidate=86400');
    expect(cacheControl(FEED_CACHE)).toBe('public, max-age=3600, s-maxage=3600');
    expect(cacheControlUntil(READER_CACHE, null, now)).toBe(cacheControl(READER_CACHE));
    expect(cacheControlUntil(READER_CACHE, now + 601_000, now)).toBe(cacheControl(READER_CACHE));
    expect(cacheControlUntil(FEED_CACHE, now + 2 * 3600_000, now)).toBe(cacheControl(FEED_CACHE));
  });

  it('a publication two minutes away: kept two minutes, never stale past it', () => {
    expect(cacheControlUntil(READER_CACHE, now + 120_000, now)).toBe('public, max-age=60, s-maxage=120');
    expect(cacheControlUntil(FEED_CACHE, now + 120_000, now)).toBe('public, max-age=120, s-maxage=120');
    expect(cacheControlUntil(READER_CACHE, now + 30_500, now)).toBe('public, max-age=31, s-maxage=31');
  });

  it('a publication due or running late: one second', () => {
    expect(cacheControlUntil(READER_CACHE, now, now)).toBe('public, max-age=1, s-maxage=1');
    expect(cacheControlUntil(FEED_CACHE, now - 90_000, now)).toBe('public, max-age=1, s-maxage=1');
  });
});
