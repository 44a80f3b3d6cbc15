import { describe, expect, it } from 'vitest';
import { normalizeTag, parseTags, slugify, SLUG_PATTERN } from '../src/index.js';

describe('normalizeTag', () => {
  it.each([
    ['Inteligência Artificial', 'inteligencia artificial'],
    ['  São   Paulo ', 'sao paulo'],
    ['ÇÃÕ çãõ', 'cao cao'],
    ['Política\tPública', 'politica publica'],
    ['C++ & C#', 'c++ & c#'],
    ['   ', ''],
    ['  SAÚDE   Pública ', 'saude publica'],
    ['Ação', 'acao'],
    ['React 19', 'react 19'],
    // Decomposed input (e + combining acute) is composed first, then folded like the rules fold it.
    ['Sau\u0301de', 'saude'],
    ['Ñandú Über', 'nandu uber'],
    // Letters outside TAG_ACCENT_FOLDS stay as they are (firestore.rules' tagKey() keeps them too).
    ['Erdoğan', 'erdoğan'],
  ])('%j → %j', (input, key) => expect(normalizeTag(input)).toBe(key));
});

describe('slugify', () => {
  it.each([
    ['Eleições 2026: o que muda?', 'eleicoes-2026-o-que-muda'],
    ['já-é-hífen', 'ja-e-hifen'],
    ['  --Olá,   mundo--  ', 'ola-mundo'],
    ['emoji 🚀 tag', 'emoji-tag'],
    ['C++ & C#', 'c-c'],
  ])('%j → %j', (input, slug) => {
    expect(slugify(input)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});

describe('parseTags', () => {
  it('trims, drops empty ones and duplicates by key, keeping the first spelling', () => {
    expect(parseTags(' Saúde, saude ,, IA,Economia ')).toEqual(['Saúde', 'IA', 'Economia']);
  });

  it('keeps tags in the shape the rules accept: one space between words, no tabs or control characters', () => {
    expect(parseTags('São   Paulo, Política\tPública, a\u00a0b, x\u0007y, Sau\u0301de')).toEqual([
      'São Paulo',
      'Política Pública',
      'a b',
      'x y',
      'Saúde',
    ]);
  });
});
