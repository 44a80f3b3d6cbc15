// Stored image file names (spec section 5): lower case, non-word characters → hyphens, repeated
// hyphens collapsed, ends trimmed, then a timestamp and 4 random characters. The extension is kept.
import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function storedFileName(original: string, extension: string, now = Date.now()): string {
  const base =
    original
      .replace(/\.[^.]*$/, '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/\W+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'imagem';
  const random = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${base}-${now}-${random}.${extension}`;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

export function extensionFor(contentType: string, format?: string): string {
  return EXTENSIONS[contentType] ?? (format && /^[a-z0-9]{2,5}$/.test(format) ? format : 'img');
}
