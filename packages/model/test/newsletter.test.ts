import { describe, expect, it } from 'vitest';
import { isNewsletterSource, normalizeEmail } from '../src/newsletter.js';

describe('normalizeEmail', () => {
  it.each([
    ['ana@exemplo.com', 'ana@exemplo.com'],
    ['  Ana.Souza+news@Exemplo.COM.br ', 'ana.souza+news@exemplo.com.br'],
    ["o'neil_1@sub.dominio-x.org", "o'neil_1@sub.dominio-x.org"],
    ['joao@xn--caf-dma.com', 'joao@xn--caf-dma.com'],
  ])('%j is stored as %j', (raw, stored) => {
    expect(normalizeEmail(raw)).toBe(stored);
  });

  it.each([
    '',
    '   ',
    'ana',
    'ana@',
    '@exemplo.com',
    'ana@exemplo',
    'ana@@exemplo.com',
    'ana@exemplo..com',
    'ana@-exemplo.com',
    'ana@exemplo.c',
    'ana@exemplo.123',
    '.ana@exemplo.com',
    'ana.@exemplo.com',
    'a..na@exemplo.com',
    'ana souza@exemplo.com',
    '"ana"@exemplo.com',
    'ana@exem\nplo.com',
    'ana@exemplo.com>',
    `${'a'.repeat(65)}@exemplo.com`,
    `ana@${'b'.repeat(250)}.com`,
    null,
    42,
    ['ana@exemplo.com'],
  ])('rejects %j', (raw) => {
    expect(normalizeEmail(raw)).toBeNull();
  });

  it('sources are the home card and the footer', () => {
    expect(isNewsletterSource('home')).toBe(true);
    expect(isNewsletterSource('rodape')).toBe(true);
    expect(isNewsletterSource('rodapé')).toBe(false);
    expect(isNewsletterSource(undefined)).toBe(false);
  });
});
