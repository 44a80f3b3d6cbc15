// The request a caller sends and the query built from it: the text plus the category when that is
// not 'all'; the category alone; neither → 'notícias atuais'.
import { createHash } from 'node:crypto';
import { NEWS_CATEGORIES, NEWS_DEFAULT_QUERY, NEWS_TEXT_MAX, type NewsCategory } from '@pauta/model';
import { normalizeForMatch } from './clean-text';
import { NEWS_ERRORS } from './news-errors';

export interface NewsSearch {
  category: NewsCategory;
  text: string;
  page: number;
}

export type ParsedNewsRequest = { ok: true; search: NewsSearch } | { ok: false; message: string };

const LABELS = new Map<string, string>(NEWS_CATEGORIES.map((c) => [c.key, c.label]));

export function parseNewsRequest(data: unknown): ParsedNewsRequest {
  const input = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const category = input.category ?? 'all';
  if (typeof category !== 'string' || !LABELS.has(category)) return { ok: false, message: NEWS_ERRORS.invalidCategory };
  const rawText = input.tag ?? '';
  if (typeof rawText !== 'string' || rawText.length > NEWS_TEXT_MAX)
    return { ok: false, message: NEWS_ERRORS.invalidText };
  const page = input.page ?? 1;
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 1 || page > 1000) {
    return { ok: false, message: NEWS_ERRORS.invalidPage };
  }
  return { ok: true, search: { category: category as NewsCategory, text: rawText.replace(/\s+/g, ' ').trim(), page } };
}

export function buildNewsQuery(category: NewsCategory, text: string): string {
  const label = category === 'all' ? '' : (LABELS.get(category) ?? '');
  if (text) return label ? `${text} ${label}` : text;
  return label || NEWS_DEFAULT_QUERY;
}

/** The cache document id of a search (the page is not part of it: one merged list serves all pages). */
export function searchKey(category: NewsCategory, text: string): string {
  return createHash('sha256')
    .update(`${category}\n${normalizeForMatch(text)}`)
    .digest('hex')
    .slice(0, 40);
}
