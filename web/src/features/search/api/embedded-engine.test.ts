// The embedded engine: one download for every search, and a failed download retried, not remembered.
import { describe, expect, it, vi } from 'vitest';
import { buildSearchIndex, type SearchDocument } from '@pauta/model/search';
import { createEmbeddedSearchEngine } from './embedded-engine';

const doc: SearchDocument = {
  id: 'a',
  slug: 'robos-na-escola',
  title: 'Robôs na escola',
  excerpt: 'Aulas de programação para crianças.',
  tags: ['Educação'],
  category: 'tecnologia',
  categoryLabel: 'Tecnologia',
  author: 'Ana',
  publishedAt: '2026-01-01T00:00:00.000Z',
  imageUrl: '',
};

describe('createEmbeddedSearchEngine', () => {
  it('downloads the index once and searches it for every query', async () => {
    const fetchIndex = vi.fn(async () => JSON.parse(JSON.stringify(buildSearchIndex([doc]))));
    const engine = createEmbeddedSearchEngine(fetchIndex);
    expect((await engine.search('robos'))[0]?.slug).toBe('robos-na-escola');
    expect((await engine.search('programacao'))[0]?.terms).toEqual(['programacao']);
    expect(await engine.search('futebol')).toEqual([]);
    expect(fetchIndex).toHaveBeenCalledTimes(1);
  });

  it('rejects when the download fails, and tries again on the next search', async () => {
    const fetchIndex = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(JSON.parse(JSON.stringify(buildSearchIndex([doc]))));
    const engine = createEmbeddedSearchEngine(fetchIndex);
    await expect(engine.search('robos')).rejects.toThrow('offline');
    expect(await engine.search('robos')).toHaveLength(1);
    expect(fetchIndex).toHaveBeenCalledTimes(2);
  });
});
