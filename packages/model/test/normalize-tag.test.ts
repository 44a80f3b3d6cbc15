import { describe, expect, it } from 'vitest';
import { normalizeTag } from '../src/index.js';

describe('normalizeTag', () => {
  it.each([
    ['Inteligência Artificial', 'inteligencia artificial'],
    ['  SAÚDE   Pública ', 'saude publica'],
    ['Ação', 'acao'],
    ['React 19', 'react 19'],
  ])('%j → %j', (input, key) => {
    expect(normalizeTag(input)).toBe(key);
  });
});
