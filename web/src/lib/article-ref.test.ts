import { describe, expect, it } from 'vitest';
import { articleRefFromParams, canonicalReplacement, isValidSlug, refKey } from './article-ref';

describe('article routes', () => {
  it('reads /artigo/{slug} as a slug and /artigo/id/{id} as an id', () => {
    expect(articleRefFromParams({ slug: 'ia-na-educacao' })).toEqual({ kind: 'slug', slug: 'ia-na-educacao' });
    expect(articleRefFromParams({ id: 'Xy12' })).toEqual({ kind: 'id', id: 'Xy12' });
    expect(articleRefFromParams({})).toBeNull();
  });

  it('treats an /artigo/{x} that cannot be a slug as the older id form', () => {
    expect(articleRefFromParams({ slug: 'k3JdH2mQp9ZxA1bC4dE5' })).toEqual({ kind: 'id', id: 'k3JdH2mQp9ZxA1bC4dE5' });
    expect(articleRefFromParams({ slug: 'has_underscore' })).toEqual({ kind: 'id', id: 'has_underscore' });
  });

  it('validates slugs with the data model rule', () => {
    expect(isValidSlug('a-b-c1')).toBe(true);
    expect(isValidSlug('-a')).toBe(false);
    expect(isValidSlug('a--b')).toBe(false);
    expect(isValidSlug('Ação')).toBe(false);
    expect(isValidSlug('a'.repeat(121))).toBe(false);
  });

  it('caches slugs and ids under different keys', () => {
    expect(refKey({ kind: 'slug', slug: 'abc' })).toBe('abc');
    expect(refKey({ kind: 'id', id: 'abc' })).toBe('id:abc');
  });

  it('replaces only the older /artigo/{id} form with /artigo/{slug}', () => {
    const article = { id: 'k3JdH2mQp9ZxA1bC4dE5', slug: 'ia-na-educacao' };
    expect(canonicalReplacement('/artigo/k3JdH2mQp9ZxA1bC4dE5', article)).toBe('/artigo/ia-na-educacao');
    expect(canonicalReplacement('/artigo/ia-na-educacao', article)).toBeNull();
    expect(canonicalReplacement('/artigo/id/k3JdH2mQp9ZxA1bC4dE5', article)).toBeNull();
    expect(canonicalReplacement('/artigo/k3JdH2mQp9ZxA1bC4dE5', { id: article.id, slug: '' })).toBeNull();
  });
});
