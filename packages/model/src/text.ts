// Text rules shared by the web app, the functions and the seed: tag keys and slugs.

/** Lower case, accents folded (NFD minus combining marks), trimmed, inner whitespace collapsed: the value stored in tagKeys. */
export function normalizeTag(tag: string): string {
  return tag
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}

/** The spec's slug rule: lower case, accents stripped, only a-z 0-9 space and hyphen, spaces to hyphens. */
export function slugify(text: string): string {
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

/** Tags typed comma-separated: trimmed, empty ones dropped, duplicates (by normalized key) removed. */
export function parseTags(input: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of input.split(',')) {
    const tag = raw.trim();
    const key = normalizeTag(tag);
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}
