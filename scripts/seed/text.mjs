// The same text rules the web app uses (web/src/lib/text.ts), for slugs and tag keys of the seed.

/** Lower case, accents folded, trimmed, inner whitespace collapsed: the value stored in tagKeys. */
export function normalizeTag(tag) {
  return tag
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}

/** Lower case, accents stripped, only a-z 0-9 and single hyphens. */
export function slugify(text) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}
