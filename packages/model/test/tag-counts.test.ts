import { describe, expect, it } from 'vitest';
import { applyTagCountChanges, publishedTagsOf, tagCountChanges } from '../src/index.js';

const published = (tags: string[], tagKeys?: string[]) => ({ status: 'published', tags, tagKeys });
const draft = (tags: string[]) => ({ status: 'draft', tags, tagKeys: tags.map((t) => t.toLowerCase()) });

describe('publishedTagsOf', () => {
  it('maps each stored tagKey to the tag as typed', () => {
    expect([
      ...publishedTagsOf(published(['Inteligência Artificial', 'Saúde'], ['inteligencia artificial', 'saude'])),
    ]).toEqual([
      ['inteligencia artificial', 'Inteligência Artificial'],
      ['saude', 'Saúde'],
    ]);
  });

  it('normalizes the tag when tagKeys is missing or shorter', () => {
    expect([...publishedTagsOf(published(['  Política  Fiscal ', 'Economia'], ['politica fiscal']))]).toEqual([
      ['politica fiscal', 'Política  Fiscal'],
      ['economia', 'Economia'],
    ]);
  });

  it('counts a key once even if two tags normalize to it', () => {
    expect([...publishedTagsOf(published(['Saúde', 'saude']))]).toEqual([['saude', 'Saúde']]);
  });

  it('gives nothing for drafts, deleted articles, malformed data and reserved keys', () => {
    expect(publishedTagsOf(draft(['a'])).size).toBe(0);
    expect(publishedTagsOf(undefined).size).toBe(0);
    expect(publishedTagsOf({ status: 'published', tags: 'a,b' }).size).toBe(0);
    expect([...publishedTagsOf(published(['__proto__', 3 as unknown as string, 'ok']))]).toEqual([['ok', 'ok']]);
  });
});

describe('tagCountChanges', () => {
  const tags = (...keys: string[]) => new Map(keys.map((k) => [k, k.toUpperCase()]));

  it('adds every tag when an article is published', () => {
    expect(tagCountChanges(tags(), tags('a', 'b'))).toEqual([
      { key: 'a', delta: 1, label: 'A' },
      { key: 'b', delta: 1, label: 'B' },
    ]);
  });

  it('removes every tag when an article is unpublished or deleted', () => {
    expect(tagCountChanges(tags('a', 'b'), tags())).toEqual([
      { key: 'a', delta: -1, label: 'A' },
      { key: 'b', delta: -1, label: 'B' },
    ]);
  });

  it('changes only the tags that were added or removed', () => {
    expect(tagCountChanges(tags('a', 'b'), tags('b', 'c'))).toEqual([
      { key: 'c', delta: 1, label: 'C' },
      { key: 'a', delta: -1, label: 'A' },
    ]);
  });

  it('is empty for an edit that keeps the same tags (relabelled or reordered)', () => {
    expect(
      tagCountChanges(
        tags('a', 'b'),
        new Map([
          ['b', 'b'],
          ['a', 'á'],
        ]),
      ),
    ).toEqual([]);
  });

  it('composes with publishedTagsOf across a draft → published → draft lifecycle', () => {
    const steps = [undefined, draft(['Saúde']), published(['Saúde'], ['saude']), draft(['Saúde']), undefined];
    let stats = applyTagCountChanges({}, []);
    const seen: number[] = [];
    for (let i = 1; i < steps.length; i++) {
      stats = applyTagCountChanges(stats, tagCountChanges(publishedTagsOf(steps[i - 1]), publishedTagsOf(steps[i])));
      seen.push(stats.saude?.count ?? 0);
    }
    expect(seen).toEqual([0, 1, 0, 0]);
  });
});

describe('applyTagCountChanges', () => {
  it('creates entries with the article label and increments existing ones keeping their label', () => {
    const next = applyTagCountChanges({ ia: { label: 'IA', count: 2 } }, [
      { key: 'ia', delta: 1, label: 'ia' },
      { key: 'saude', delta: 1, label: 'Saúde' },
    ]);
    expect(next).toEqual({ ia: { label: 'IA', count: 3 }, saude: { label: 'Saúde', count: 1 } });
  });

  it('removes entries that reach zero and never goes negative', () => {
    const next = applyTagCountChanges({ ia: { label: 'IA', count: 1 } }, [
      { key: 'ia', delta: -1, label: 'IA' },
      { key: 'ghost', delta: -1, label: 'Ghost' },
    ]);
    expect(next).toEqual({});
  });

  it('drops malformed stored entries and accepts a missing document', () => {
    const stored = { bad: { label: 'Bad', count: 0 }, worse: null, ok: { label: '', count: 4 } } as never;
    expect(applyTagCountChanges(stored, [])).toEqual({ ok: { label: 'ok', count: 4 } });
    expect(applyTagCountChanges(undefined, [{ key: 'a', delta: 1, label: 'A' }])).toEqual({
      a: { label: 'A', count: 1 },
    });
  });

  it('does not mutate its input', () => {
    const stored = { a: { label: 'A', count: 1 } };
    applyTagCountChanges(stored, [{ key: 'a', delta: 1, label: 'A' }]);
    expect(stored).toEqual({ a: { label: 'A', count: 1 } });
  });
});
