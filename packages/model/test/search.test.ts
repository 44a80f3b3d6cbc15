import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  highlightParts,
  loadSearchIndex,
  queryTerms,
  runSearch,
  type SearchDocument,
} from '../src/search/index.js';

const doc = (id: string, fields: Partial<SearchDocument>): SearchDocument => ({
  id,
  slug: id,
  title: '',
  excerpt: '',
  tags: [],
  category: '',
  categoryLabel: '',
  author: 'Redação',
  publishedAt: '2026-01-01T00:00:00.000Z',
  imageUrl: '',
  ...fields,
});

const DOCS = [
  doc('ia-escolas', {
    title: 'Inteligência artificial chega às escolas públicas',
    excerpt: 'Professores usam assistentes para planejar aulas.',
    tags: ['IA', 'Educação Básica'],
    category: 'educacao',
    categoryLabel: 'Educação',
  }),
  doc('chips', {
    title: 'Nova geração de chips promete baterias mais duráveis',
    excerpt: 'Tecnologia de 2 nanômetros reduz o consumo.',
    tags: ['Hardware'],
    category: 'tecnologia',
    categoryLabel: 'Tecnologia',
  }),
  doc('habitos', {
    title: 'Cinco hábitos para uma rotina produtiva',
    excerpt: 'Pequenas mudanças que ajudam no foco.',
    tags: ['Produtividade'],
    category: 'desenvolvimento-pessoal',
    categoryLabel: 'Desenvolvimento Pessoal',
  }),
  doc('startups', {
    title: 'Startups de educação captam recordes',
    excerpt: 'Investimento em edtechs cresce no Brasil.',
    tags: ['Startups', 'Investimento'],
    category: 'inovacao',
    categoryLabel: 'Inovação',
    publishedAt: '2026-03-01T00:00:00.000Z',
  }),
];

// Through the serialized form, as the browser and the render function load it.
const index = loadSearchIndex(JSON.parse(JSON.stringify(buildSearchIndex(DOCS))));
const ids = (query: string) => runSearch(index, query).map((hit) => hit.id);

describe('search relevance', () => {
  it.each([
    ['accents folded both ways', 'educacao', 'startups'],
    ['accents in the query', 'INTELIGÊNCIA', 'ia-escolas'],
    ['a prefix', 'produt', 'habitos'],
    ['a typo', 'tecnolgia', 'chips'],
    ['two typos in a long word', 'inteligencai artifical', 'ia-escolas'],
    ['a tag', 'hardware', 'chips'],
    ['a multi-word tag', 'educação básica', 'ia-escolas'],
    ['the category name', 'desenvolvimento pessoal', 'habitos'],
  ])('%s: "%s" finds %s', (_name, query, expected) => {
    expect(ids(query)).toContain(expected);
  });

  it('ranks a title match above an excerpt-only match, and finds every field', () => {
    expect(ids('chips')[0]).toBe('chips');
    expect(ids('educação').sort()).toEqual(['ia-escolas', 'startups']);
  });

  it('needs every word, then falls back to any word', () => {
    expect(ids('startups educação')).toEqual(['startups']);
    expect(ids('chips zzzzzz')).toEqual(['chips']);
  });

  it('ignores stop words, short noise and empty queries', () => {
    expect(queryTerms('a inteligência de dados')).toEqual(['inteligencia', 'dados']);
    expect(ids('   ')).toEqual([]);
    expect(ids('de a o')).toEqual([]);
    expect(ids('xyzxyzxyz')).toEqual([]);
  });

  it('returns the stored card fields without the index-only label', () => {
    const [hit] = runSearch(index, 'baterias');
    expect(hit).toMatchObject({ id: 'chips', slug: 'chips', category: 'tecnologia', tags: ['Hardware'] });
    expect(hit).not.toHaveProperty('categoryLabel');
    expect(hit!.terms).toContain('baterias');
  });

  it('refuses an index of another format', () => {
    expect(() => loadSearchIndex({ version: 2, index: {} } as never)).toThrow();
  });
});

describe('highlightParts', () => {
  it('marks the words a matched term starts, accent-insensitively', () => {
    expect(highlightParts('Educação e inovação', ['educacao'])).toEqual([
      { text: 'Educação', match: true },
      { text: ' e inovação', match: false },
    ]);
    expect(highlightParts('Produtividade sempre', ['produtividade'])[0]).toEqual({
      text: 'Produtividade',
      match: true,
    });
  });

  it('leaves a text without matches whole', () => {
    expect(highlightParts('Nada aqui', ['chips'])).toEqual([{ text: 'Nada aqui', match: false }]);
    expect(highlightParts('', ['x'])).toEqual([]);
  });
});
