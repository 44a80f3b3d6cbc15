// The reader stylesheet's build-time pruning (web/build/reader-css.ts): the dark scheme's rules and
// the palettes no reader code names go; everything a light page can use stays, byte for byte.
import { describe, expect, it } from 'vitest';
import { pruneReaderCss } from '../../web/build/reader-css';

const palette = (name: string) =>
  `--mantine-color-${name}-0:#fff;--mantine-color-${name}-7:#777;--mantine-color-${name}-filled:var(--mantine-color-${name}-7)`;

const CSS = [
  `:root{${palette('red')};${palette('pink')};${palette('teal')};${palette('gray')};--mantine-color-error:var(--mantine-color-red-7)}`,
  `:root[data-mantine-color-scheme=dark],:host([data-mantine-color-scheme=dark]){--mantine-color-pink-filled:var(--mantine-color-pink-0)}`,
  `[data-mantine-color-scheme=dark] .m_1{color:red}`,
  `:where([data-mantine-color-scheme=dark]) .m_2,.m_2:hover{color:var(--mantine-color-gray-7)}`,
  `@media (hover:hover){:where([data-mantine-color-scheme=dark]) .m_3{color:blue}}`,
  `:where([data-mantine-color-scheme=light]) .m_4{color:var(--mantine-color-dimmed)}`,
].join('');

describe('pruneReaderCss', () => {
  it('drops the dark scheme and the palettes neither the code nor the stylesheet names', () => {
    const { css, dropped } = pruneReaderCss(CSS, `Badge({ color: "teal" })`);
    expect(dropped).toEqual(['pink']);
    expect(css).not.toMatch(/pink|scheme=dark|\.m_1|\.m_3|@media/);
    // red: named by --mantine-color-error; gray: by a rule; teal: by the code.
    for (const kept of ['--mantine-color-red-7:#777', '--mantine-color-gray-0:#fff', '--mantine-color-teal-filled'])
      expect(css).toContain(kept);
    expect(css).toContain('.m_2:hover{color:var(--mantine-color-gray-7)}');
    expect(css).toContain(':where([data-mantine-color-scheme=light]) .m_4{color:var(--mantine-color-dimmed)}');
  });

  it('keeps a palette the code names by a shade or by a property', () => {
    expect(pruneReaderCss(CSS, `Text({ c: 'pink.7' })`).dropped).toEqual(['teal']);
    expect(pruneReaderCss(CSS, '`var(--mantine-color-pink-9)`').dropped).toEqual(['teal']);
  });
});
