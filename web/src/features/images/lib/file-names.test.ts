import { describe, expect, it } from 'vitest';
import { formatBytes, formatCompression } from './format';
import { storedFileName } from './file-names';

describe('storedFileName', () => {
  it('lower-cases, hyphenates, collapses, trims and adds a timestamp and 4 characters', () => {
    expect(storedFileName('  Minha FOTO (final)!!.JPG', 1700000000000)).toMatch(
      /^minha-foto-final-1700000000000-[a-z0-9]{4}\.jpg$/,
    );
    expect(storedFileName('Ação.png', 5)).toMatch(/^acao-5-[a-z0-9]{4}\.png$/);
    expect(storedFileName('###.gif', 5)).toMatch(/^imagem-5-[a-z0-9]{4}\.gif$/);
  });
});

describe('library formats', () => {
  it('shows sizes in B, KB or MB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2,0 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5,0 MB');
  });
  it('shows compression as a percent', () => {
    expect(formatCompression(0.624)).toBe('62%');
    expect(formatCompression(null)).toBe('—');
  });
});
