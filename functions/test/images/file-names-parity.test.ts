// Stored file names are built twice (the web uploader and importExternalImage); both must follow
// spec section 5 the same way, or the library would show two naming styles.
import { describe, expect, it } from 'vitest';
import { storedFileName as functionsName } from '../../src/images/file-names';
import { storedFileName as webName } from '../../../web/src/features/images/lib/file-names';

const SAMPLES = [
  'Minha Foto.JPG',
  '  Ação & Reação (2026)!!.png',
  'já---é.gif',
  '###.webp',
  'sem extensão',
  'Ａｂｃ.jpeg',
];
const stripSuffix = (name: string) => name.replace(/-\d+-[a-z0-9]{4}(\.[a-z0-9]+)?$/, '');

describe('stored file names agree across web and functions', () => {
  it.each(SAMPLES)('%j', (sample) => {
    const web = webName(sample, 1700000000000);
    const extension = web.includes('.') ? web.split('.').pop()! : 'img';
    const fn = functionsName(sample, extension, 1700000000000);
    expect(stripSuffix(fn)).toBe(stripSuffix(web));
    expect(web).toMatch(/-1700000000000-[a-z0-9]{4}(\.[a-z0-9]+)?$/);
  });
});
