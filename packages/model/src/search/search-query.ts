import { SEARCH_QUERY_MAX_CHARS } from './search-document.js';

/** The query as searched: trimmed, inner whitespace collapsed, at most SEARCH_QUERY_MAX_CHARS. */
export function cleanSearchQuery(raw: unknown): string {
  const text = Array.isArray(raw) ? raw[0] : raw;
  return typeof text === 'string' ? text.replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX_CHARS).trim() : '';
}
