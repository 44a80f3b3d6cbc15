// Which feed a path asks for: /rss.xml, /rss/categoria/{slug}.xml or /rss/tag/{tag}.xml.
import { ALL_CATEGORY_SLUGS, categoryPath, LIMITS, normalizeTag, tagPath } from '@pauta/model';
import type { FeedFilter } from './article-source';

export type FeedRoute = { filter: FeedFilter; path: string; label: string | null } | null;

export function parseFeedPath(rawPath: string): FeedRoute {
  const path = rawPath.replace(/\/+$/, '');
  if (path === '/rss.xml' || path === '/rss') return { filter: { kind: 'all' }, path: '/', label: null };
  const m = /^\/rss\/(categoria|tag)\/([^/]+?)(?:\.xml)?$/.exec(path);
  if (!m) return null;
  let value: string;
  try {
    value = decodeURIComponent(m[2]!);
  } catch {
    return null;
  }
  if (m[1] === 'categoria') {
    if (!(ALL_CATEGORY_SLUGS as readonly string[]).includes(value)) return null;
    return { filter: { kind: 'category', slug: value }, path: categoryPath(value), label: value };
  }
  // No stored tag is longer than LIMITS.tagMaxChars: a longer one names no feed (no query is made).
  if (value.length > LIMITS.tagMaxChars) return null;
  const key = normalizeTag(value);
  if (!key) return null;
  return { filter: { kind: 'tag', key }, path: tagPath(value), label: value };
}
