// External imports' stored names: the model's rule with the extension of the served content type.
import { randomInt } from 'node:crypto';
import { storedImageFileName } from '@pauta/model';

const cryptoRandom = () => randomInt(1_000_000) / 1_000_000;

export function storedFileName(original: string, extension: string, now = Date.now()): string {
  return storedImageFileName(original.replace(/\.[^.]*$/, ''), extension, now, cryptoRandom);
}

/**
 * The name an image had where it came from: the address's last path segment, percent-decoded when
 * the escapes are well formed (a malformed one, such as `%A.jpg`, keeps the raw text rather than
 * failing the whole import); 'imagem' when the address ends in a slash.
 */
export function remoteFileName(address: string): string {
  const segment = new URL(address).pathname.split('/').pop() ?? '';
  let name = segment;
  try {
    name = decodeURIComponent(segment);
  } catch {
    // keep the segment as served
  }
  return name || 'imagem';
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
