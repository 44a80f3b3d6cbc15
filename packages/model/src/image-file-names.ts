// Stored image file names: lower case, accents folded, non-word characters → hyphens, repeated
// hyphens collapsed, ends trimmed (at most 60 characters, 'imagem' when nothing is left), then a
// timestamp and 4 random characters; the extension is kept. Uploads (web) and external imports
// (functions) name files with this one rule.
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function imageFileStem(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/\W+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'imagem'
  );
}

/** `random` returns a number in [0, 1) (Math.random, or a crypto-backed source on the server). */
export function storedImageFileName(
  stem: string,
  extension: string,
  now: number = Date.now(),
  random: () => number = Math.random,
): string {
  const suffix = Array.from({ length: 4 }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join('');
  return `${imageFileStem(stem)}-${now}-${suffix}${extension ? `.${extension}` : ''}`;
}
