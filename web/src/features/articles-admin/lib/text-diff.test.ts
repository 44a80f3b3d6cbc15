import { describe, expect, it } from 'vitest';
import { bodyText, diffText, diffTokens } from './text-diff';

/** Rebuilds both sides from the parts: the diff must account for every token of each. */
const sides = (parts: ReturnType<typeof diffText>) => ({
  before: parts
    .filter((p) => p.kind !== 'added')
    .map((p) => p.text)
    .join(''),
  after: parts
    .filter((p) => p.kind !== 'removed')
    .map((p) => p.text)
    .join(''),
});

describe('word diff', () => {
  it('marks the changed word and keeps the rest', () => {
    expect(diffText('O prefeito anunciou obras', 'O governador anunciou obras')).toEqual([
      { kind: 'same', text: 'O ' },
      { kind: 'removed', text: 'prefeito' },
      { kind: 'added', text: 'governador' },
      { kind: 'same', text: ' anunciou obras' },
    ]);
  });

  it('identical texts are one unchanged run; empty sides are all added or all removed', () => {
    expect(diffText('igual', 'igual')).toEqual([{ kind: 'same', text: 'igual' }]);
    expect(diffText('', 'novo texto')).toEqual([{ kind: 'added', text: 'novo texto' }]);
    expect(diffText('texto velho', '')).toEqual([{ kind: 'removed', text: 'texto velho' }]);
    expect(diffText('', '')).toEqual([]);
  });

  it('every token of both sides is accounted for, in order', () => {
    const cases: [string, string][] = [
      ['a b c d e f', 'a x c d y f z'],
      ['um dois três', 'três dois um'],
      ['Primeiro parágrafo.\nSegundo.', 'Novo começo. Primeiro parágrafo.\nSegundo com fim.'],
    ];
    for (const [before, after] of cases) expect(sides(diffText(before, after))).toEqual({ before, after });
  });

  it('finds a shortest edit script (LCS-optimal)', () => {
    // One-character tokens: the changed length is the number of edits.
    const changed = (parts: ReturnType<typeof diffTokens>) =>
      parts.filter((p) => p.kind !== 'same').reduce((n, p) => n + p.text.length, 0);
    // ABCABBA → CBABAC: the classic example, D = 5.
    expect(changed(diffTokens([...'ABCABBA'], [...'CBABAC']))).toBe(5);
  });

  it('a long article with a few edits: only the edits are marked', () => {
    const words = Array.from({ length: 20_000 }, (_, i) => `palavra${i % 997}`);
    const before = words.join(' ');
    const edited = [...words];
    edited[5_000] = 'NOVA';
    edited.splice(15_000, 3);
    const parts = diffText(before, edited.join(' '));
    expect(sides(parts)).toEqual({ before, after: edited.join(' ') });
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text.trim())).toEqual(['NOVA']);
  });
});

describe('body text for the comparison', () => {
  it('one line per block, markup gone, spaces collapsed', () => {
    expect(bodyText('<h2>Título</h2><p>Um   <strong>texto</strong> aqui.</p><ul><li>um</li><li>dois</li></ul>')).toBe(
      'Título\nUm texto aqui.\num\ndois',
    );
    expect(bodyText('')).toBe('');
    expect(bodyText('<p>a<script>alert(1)</script></p>')).toBe('a');
  });
});
