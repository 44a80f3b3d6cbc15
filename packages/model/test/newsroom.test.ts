import { describe, expect, it } from 'vitest';
import {
  articleVersion,
  EDIT_LEASE,
  FIRST_ARTICLE_VERSION,
  leaseExpiresAt,
  leaseIsLive,
  nextArticleVersion,
} from '../src/index.js';

describe('article versions', () => {
  it('an article is created at version 1; the next write carries the stored version + 1', () => {
    expect(FIRST_ARTICLE_VERSION).toBe(1);
    expect(nextArticleVersion({ version: 1 })).toBe(2);
    expect(nextArticleVersion({ version: 41 })).toBe(42);
  });

  it('an article written before versions existed (or a malformed value) counts as 0', () => {
    for (const doc of [undefined, null, {}, { version: '3' }, { version: 2.5 }, { version: -1 }, { version: null }]) {
      expect(articleVersion(doc)).toBe(0);
      expect(nextArticleVersion(doc)).toBe(1);
    }
  });
});

describe('edit leases', () => {
  it('renewed every 15 s, expired 60 s after the last renewal', () => {
    expect(EDIT_LEASE).toEqual({ renewMs: 15_000, ttlMs: 60_000 });
    const renewed = Date.UTC(2026, 0, 1, 12);
    expect(leaseExpiresAt(renewed)).toBe(renewed + 60_000);
    expect(leaseIsLive(renewed, renewed + 59_999)).toBe(true);
    expect(leaseIsLive(renewed, renewed + 60_000)).toBe(false);
  });
});
