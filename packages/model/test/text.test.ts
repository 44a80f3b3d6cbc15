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
});
