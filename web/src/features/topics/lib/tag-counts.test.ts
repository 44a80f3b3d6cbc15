import { describe, expect, it } from 'vitest';
import { classifyTag, countLabel, countTags, searchTags, toTagCounts, trendingTags } from './tag-counts';
import { tagPath } from '@pauta/model';

describe('tag counting', () => {
  it('counts each tag once per article, folding case and accents', () => {
    const counts = countTags([
      { tags: ['IA', 'Educação', 'ia'] },
      { tags: ['ia', 'educacao'] },
      { tags: null },
      { tags: ['  ', 'Startup'] },
    ]);
    expect(counts).toEqual([
      { key: 'educacao', tag: 'Educação', count: 2 },
      { key: 'ia', tag: 'IA', count: 2 },
      { key: 'startup', tag: 'Startup', count: 1 },
    ]);
  });

  it('reads the stats document, dropping zero counts and ranking by count', () => {
    const tags = toTagCounts({
      ia: { label: 'IA', count: 3 },
      saude: { label: 'Saúde', count: 0 },
      carreira: { label: 'Carreira', count: 5 },
      sem: { count: 1 },
    });
    expect(tags.map((t) => [t.tag, t.count])).toEqual([
      ['Carreira', 5],
      ['IA', 3],
      ['sem', 1],
    ]);
    expect(toTagCounts(undefined)).toEqual([]);
  });

  it('searches trimmed and case-insensitive substrings', () => {
    const tags = toTagCounts({ a: { label: 'Inteligência Artificial', count: 2 }, b: { label: 'Carreira', count: 1 } });
    expect(searchTags(tags, '  INTELIG ').map((t) => t.tag)).toEqual(['Inteligência Artificial']);
    expect(searchTags(tags, '')).toHaveLength(2);
    expect(searchTags(tags, 'xyz')).toEqual([]);
  });

  it('classifies tags by the spec keywords', () => {
    expect(classifyTag('Tecnologia')).toBe('tech');
    expect(classifyTag('programming')).toBe('tech');
    expect(classifyTag('AI')).toBe('tech');
    expect(classifyTag('Software Livre')).toBe('tech');
    expect(classifyTag('Negócios')).toBe('business');
    expect(classifyTag('negocios digitais')).toBe('business');
    expect(classifyTag('Empresa familiar')).toBe('business');
    expect(classifyTag('Startups')).toBe('business');
    expect(classifyTag('Ciência')).toBe('science');
    expect(classifyTag('Research')).toBe('science');
    expect(classifyTag('Descoberta')).toBe('science');
    expect(classifyTag('Futebol')).toBe('other');
    // 'ai' only as a whole word: 'mais' and 'trailer' are not technology.
    expect(classifyTag('mais lidos')).toBe('other');
    expect(classifyTag('trailer')).toBe('other');
  });

  it('keeps the top 5 of the chosen filter', () => {
    const tags = toTagCounts(
      Object.fromEntries(
        [
          'Tecnologia',
          'AI',
          'Software',
          'Tech News',
          'programming',
          'Tecnologia Verde',
          'Startup',
          'Ciência',
          'Futebol',
        ].map((label, i) => [label, { label, count: 20 - i }]),
      ),
    );
    expect(trendingTags(tags, 'all').map((t) => t.tag)).toEqual([
      'Tecnologia',
      'AI',
      'Software',
      'Tech News',
      'programming',
    ]);
    expect(trendingTags(tags, 'tech')).toHaveLength(5);
    expect(trendingTags(tags, 'business').map((t) => t.tag)).toEqual(['Startup']);
    expect(trendingTags(tags, 'science').map((t) => t.tag)).toEqual(['Ciência']);
    expect(trendingTags(tags, 'other').map((t) => t.tag)).toEqual(['Futebol']);
  });

  it("says 'artigo' for one and 'artigos' otherwise, and encodes tag URLs", () => {
    expect(countLabel(1)).toBe('1 artigo');
    expect(countLabel(2)).toBe('2 artigos');
    expect(countLabel(0)).toBe('0 artigos');
    expect(tagPath('C# e .NET')).toBe('/tag/C%23%20e%20.NET');
  });
});
