// GDELT DOC 2.0 `mode=artlist&format=json`: { articles: [{ url, title, seendate, domain, ... }] }.
// A search with no match answers {}; errors come back as plain text, which is not JSON.
import type { NewsItem } from '@pauta/model';
import { cleanText, cleanUrl, parseDate } from './clean-text';
import { ProviderError } from './news-errors';

export function parseGdelt(body: string): NewsItem[] {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    throw new ProviderError('gdelt: not JSON');
  }
  if (!data || typeof data !== 'object') throw new ProviderError('gdelt: unexpected shape');
  const articles = (data as { articles?: unknown }).articles;
  if (articles === undefined) return [];
  if (!Array.isArray(articles)) throw new ProviderError('gdelt: articles is not a list');
  const items: NewsItem[] = [];
  for (const raw of articles as Record<string, unknown>[]) {
    const title = cleanText(raw?.title);
    const url = cleanUrl(raw?.url);
    if (!title || !url) continue;
    const source = cleanText(raw.domain) || new URL(url).hostname.replace(/^www\./, '');
    items.push({ title, url, source, publishedAt: parseDate(raw.seendate) });
  }
  return items;
}

/** The artlist request for one composed query, limited to Portuguese-language Brazilian sources. */
export function gdeltRequestUrl(baseUrl: string, query: string, maxRecords: number): string {
  const params = new URLSearchParams({
    query: `${query} sourcelang:portuguese sourcecountry:brazil`,
    mode: 'artlist',
    format: 'json',
    maxrecords: String(maxRecords),
    sort: 'datedesc',
    timespan: '7d',
  });
  return `${baseUrl}?${params.toString()}`;
}
