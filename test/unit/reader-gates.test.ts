// Each target of the reader pages' benchmark fails when exceeded (and a page that meets them all
// passes): the gates `npm run bench:pages` applies to what it measures.
import { describe, expect, it } from 'vitest';
import { pageProblems, readProblems, type PageMeasures } from '../../scripts/bench/reader-gates';

const good: PageMeasures = {
  page: 'artigo',
  jsKB: 5,
  wordsChanged: 0,
  linksChanged: false,
  blockingMs: 0,
  worstEventMs: 40,
  lcpMs: 520,
  lcpNoJsMs: 500,
};

describe('reader page gates', () => {
  it('pass a page within every target', () => expect(pageProblems(good)).toEqual([]));

  it.each<[string, Partial<PageMeasures>, string]>([
    ['JS before interaction', { jsKB: 15.5 }, 'artigo: 15.5 KB de JS antes da interação (meta ≤ 15 KB)'],
    ['words changed', { wordsChanged: 4 }, 'artigo: 4 palavras mudam no primeiro toque (meta ≤ 3)'],
    ['links changed', { linksChanged: true }, 'artigo: links mudam no primeiro toque (meta: nenhum)'],
    ['blocking', { blockingMs: 301 }, 'artigo: 301 ms de bloqueio após o toque (meta ≤ 300 ms)'],
    ['worst event', { worstEventMs: 201 }, 'artigo: pior evento de 201 ms (meta ≤ 200 ms)'],
    [
      'LCP over the JS-off floor',
      { lcpMs: 900, lcpNoJsMs: 800 },
      'artigo: LCP 900 ms com JS, 800 ms sem (meta: até +10 % ou +50 ms)',
    ],
  ])('fail on %s', (_name, change, problem) => expect(pageProblems({ ...good, ...change })).toEqual([problem]));

  it('hold LCP to 10 % or 50 ms over the floor, whichever is more', () => {
    expect(pageProblems({ ...good, lcpMs: 880, lcpNoJsMs: 800 })).toEqual([]);
    expect(pageProblems({ ...good, lcpMs: 150, lcpNoJsMs: 100 })).toEqual([]);
    expect(pageProblems({ ...good, lcpMs: 151, lcpNoJsMs: 100 })).toHaveLength(1);
  });

  it('leave single-load LCPs ungated, every other target still held', () => {
    const slow = { ...good, lcpMs: 900, lcpNoJsMs: 500, wordsChanged: 4 };
    expect(pageProblems(slow, undefined, { lcp: false })).toEqual([
      'artigo: 4 palavras mudam no primeiro toque (meta ≤ 3)',
    ]);
  });
});

describe('reads per view', () => {
  it('pass within the budgets and fail over them', () => {
    expect(readProblems([{ page: 'artigo', articles: 3000, reads: 2 }])).toEqual([]);
    expect(readProblems([{ page: 'artigo', articles: 3000, reads: 3 }])).toEqual([
      'artigo: 3 leituras com 3000 artigos (meta ≤ 2)',
    ]);
    expect(readProblems([{ page: 'home', articles: 30, reads: 4 }])).toEqual([
      'home: 4 leituras com 30 artigos (meta ≤ 3)',
    ]);
    expect(readProblems([{ page: 'categoria', articles: 3000, reads: 11 }])).toHaveLength(1);
  });
});
