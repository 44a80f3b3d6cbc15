// Stored image file names (spec section 5): lower case, non-word characters → hyphens, repeated
// hyphens collapsed, ends trimmed, plus a timestamp and 4 random characters; the extension is kept.
// (functions/src/images/fileNames.ts applies the same rule to external imports.)
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function storedFileName(original: string, now = Date.now(), random = Math.random): string {
  const dot = original.lastIndexOf('.');
  const extension =
    dot > 0
      ? original
          .slice(dot + 1)
          .toLowerCase()
          .replace(/\W/g, '')
      : '';
  const base =
    (dot > 0 ? original.slice(0, dot) : original)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/\W+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'imagem';
  const suffix = Array.from({ length: 4 }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join('');
  return `${base}-${now}-${suffix}${extension ? `.${extension}` : ''}`;
}
