import { describe, expect, it } from 'vitest';
import { matchDocumentPattern } from '../../src/events/path-pattern.js';

describe('matchDocumentPattern', () => {
  it('captures single-segment wildcards', () => {
    expect(matchDocumentPattern('items/{itemId}', 'items/a')).toEqual({ itemId: 'a' });
    expect(matchDocumentPattern('items/{itemId}/comments/{c}', 'items/a/comments/b')).toEqual({ itemId: 'a', c: 'b' });
    expect(matchDocumentPattern('/items/{itemId}/', 'items/a')).toEqual({ itemId: 'a' });
  });

  it('does not match other depths or collections', () => {
    expect(matchDocumentPattern('items/{itemId}', 'items/a/comments/b')).toBeNull();
    expect(matchDocumentPattern('items/{itemId}', 'other/a')).toBeNull();
    expect(matchDocumentPattern('items/{itemId}/comments/{c}', 'items/a')).toBeNull();
  });

  it('supports literal paths, * and multi-segment captures', () => {
    expect(matchDocumentPattern('config/site', 'config/site')).toEqual({});
    expect(matchDocumentPattern('config/site', 'config/other')).toBeNull();
    expect(matchDocumentPattern('items/*', 'items/x')).toEqual({});
    expect(matchDocumentPattern('logs/{rest=**}', 'logs/2024/01/entry')).toEqual({ rest: '2024/01/entry' });
    expect(matchDocumentPattern('{coll}/{doc=**}', 'a/b/c/d')).toEqual({ coll: 'a', doc: 'b/c/d' });
  });
});
