import { describe, expect, it } from 'vitest';
import { htmlToText, truncateText } from './plain-text';

describe('plain-text preview', () => {
  it('keeps words of adjacent blocks apart and drops scripts and styles', () => {
    expect(
      htmlToText(
        '<h2>Seção</h2><p>Parágrafo <b>um</b>.</p><script>alert(1)</script><style>p{}</style><ul><li>a</li><li>b</li></ul>',
      ),
    ).toBe('Seção Parágrafo um. a b');
    expect(htmlToText('')).toBe('');
  });

  it('cuts at a word boundary and adds ...', () => {
    expect(truncateText('uma frase curta', 50)).toBe('uma frase curta');
    expect(truncateText('palavras que não cabem inteiras aqui', 20)).toBe('palavras que não...');
  });
});
