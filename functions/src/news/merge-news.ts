// Merge of every provider's items: one entry per story (same URL or same normalized title),
// newest first, undated items last.
import type { NewsItem } from '@pauta/model';
import { normalizeForMatch } from './clean-text';

/** A URL without tracking parameters, fragment, trailing slash or scheme difference. */
export function urlKey(url: string): string {
  const parsed = new URL(url);
  for (const name of [...parsed.searchParams.keys()]) {
    if (/^(utm_|fbclid$|gclid$)/i.test(name)) parsed.searchParams.delete(name);
  }
  const path = parsed.pathname.replace(/\/+$/, '');
  const query = parsed.searchParams.toString();
  return `${parsed.hostname.replace(/^www\./, '').toLowerCase()}${path}${query ? `?${query}` : ''}`;
}

export function mergeNews(lists: NewsItem[][]): NewsItem[] {
  const byKey = new Map<string, NewsItem>();
  const kept: NewsItem[] = [];
  for (const item of lists.flat()) {
    const keys = [`u:${urlKey(item.url)}`, `t:${normalizeForMatch(item.title)}`];
    const existing = keys.map((k) => byKey.get(k)).find(Boolean);
    if (existing) {
      // Keep the first copy, but take a date from the duplicate when the first had none.
      if (!existing.publishedAt && item.publishedAt) existing.publishedAt = item.publishedAt;
      for (const k of keys) if (!byKey.has(k)) byKey.set(k, existing);
      continue;
    }
    const copy = { ...item };
    kept.push(copy);
    for (const k of keys) byKey.set(k, copy);
  }
  return kept.sort(newestFirst);
}

function newestFirst(a: NewsItem, b: NewsItem): number {
  if (a.publishedAt && b.publishedAt) return b.publishedAt.localeCompare(a.publishedAt);
  if (a.publishedAt) return -1;
  if (b.publishedAt) return 1;
  return 0;
}

/** Keeps the items whose title holds every word of the text (accents and case ignored). */
export function matchingText(items: NewsItem[], text: string): NewsItem[] {
  const words = normalizeForMatch(text).split(' ').filter(Boolean);
  if (!words.length) return items;
  return items.filter((item) => {
    const title = ` ${normalizeForMatch(item.title)} `;
    return words.every((w) => title.includes(w));
  });
}
