// Text rules shared by the web app, the functions and the seed: tag keys and slugs.

/**
 * The accented letters a tag key folds, each group with its base letter. firestore.rules' tagKey()
 * repeats this table (it cannot decompose Unicode), so the rules can check that every key is
 * exactly its tag's; letters outside it stay as they are in the key.
 */
export const TAG_ACCENT_FOLDS: readonly (readonly [letters: string, base: string])[] = [
  ['àáâãäå', 'a'],
  ['èéêë', 'e'],
  ['ìíîï', 'i'],
  ['òóôõö', 'o'],
  ['ùúûü', 'u'],
  ['ç', 'c'],
  ['ñ', 'n'],
  ['ýÿ', 'y'],
];

const FOLDS = TAG_ACCENT_FOLDS.map(([letters, base]) => [new RegExp(`[${letters}]`, 'g'), base] as const);

/** The value stored in tagKeys: composed (NFC), trimmed, inner white space one space, lower case, accents folded. */
export function normalizeTag(tag: string): string {
  let key = tag.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  for (const [letters, base] of FOLDS) key = key.replace(letters, base);
  return key;
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

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Tags typed comma-separated: composed (NFC), control characters dropped, white space trimmed and
 * collapsed to one space (the shape firestore.rules accepts), empty ones dropped, duplicates (by
 * normalized key) removed.
 */
export function parseTags(input: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of input.split(',')) {
    const tag = raw.normalize('NFC').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
    const key = normalizeTag(tag);
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}
