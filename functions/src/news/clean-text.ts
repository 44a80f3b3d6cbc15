// Headlines arrive with markup (escaped HTML in RSS titles, Atom type="html", GDELT's raw titles):
// tags are removed, entities decoded and whitespace collapsed, so the browser only sees plain text.
import { decodeEntities } from '../lib/html-entities';

/** Plain text of a headline: entities decoded (twice, for double-escaped feeds), tags stripped. */
export function cleanText(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  let text = String(value);
  for (let i = 0; i < 2; i += 1) {
    text = decodeEntities(text.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1'));
    text = text.replace(/<\/?[a-z][^>]*>/gi, ' ').replace(/<!--[\s\S]*?-->/g, ' ');
  }
  // eslint-disable-next-line no-control-regex -- feeds sometimes carry control characters
  const controls = /[\u0000-\u001f\u007f]/g;
  return text
    .replace(controls, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([:;,.!?…])/g, '$1')
    .trim();
}

/** Lower case, no accents or punctuation: the title key used to drop duplicates and match text. */
export function normalizeForMatch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** An http(s) URL, or null. */
export function cleanUrl(value: unknown): string | null {
  const text = cleanText(value);
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** ISO date from RFC 822 (RSS), RFC 3339 (Atom) or GDELT's 20261123T081500Z, else null. */
export function parseDate(value: unknown): string | null {
  const text = cleanText(value);
  if (!text) return null;
  const gdelt = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  const ms = gdelt ? Date.UTC(+gdelt[1], +gdelt[2] - 1, +gdelt[3], +gdelt[4], +gdelt[5], +gdelt[6]) : Date.parse(text);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}
