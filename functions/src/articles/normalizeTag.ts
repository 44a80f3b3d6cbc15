// The tag key rule shared with the web app (web/src/lib/text.ts): the value stored in tagKeys.

/** Lower case, accents folded (NFD minus combining marks), trimmed, inner whitespace collapsed. */
export function normalizeTag(tag: string): string {
  return tag
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}
