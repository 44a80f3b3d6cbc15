// News search: the categories of /admin/trends and the fetchNews callable's contract.
// newsCache and newsCallers are written by functions only (no rule matches them, so every client
// request is denied).

export const NEWS_CATEGORIES = [
  { key: 'all', label: 'Todas as categorias' },
  { key: 'politics', label: 'Política' },
  { key: 'business', label: 'Negócios' },
  { key: 'technology', label: 'Tecnologia' },
  { key: 'health', label: 'Saúde' },
  { key: 'sports', label: 'Esportes' },
  { key: 'entertainment', label: 'Entretenimento' },
  { key: 'science', label: 'Ciência' },
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number]['key'];
export const NEWS_PAGE_SIZE = 10;
export const NEWS_TEXT_MAX = 200;
export const NEWS_DEFAULT_QUERY = 'notícias atuais';
export const NEWS_COLLECTIONS = { cache: 'newsCache', callers: 'newsCallers' } as const;
/** settings/news: publishers' feeds per category ({ feeds: { technology: [{ source, url }] } }). */
export const NEWS_SETTINGS_DOC = 'news';

export interface NewsItem {
  title: string;
  url: string;
  source: string;
  /** ISO 8601, or null when the provider gave no usable date. */
  publishedAt: string | null;
}
export interface NewsRequest {
  /** The free text typed by the editor ('' for none); the server composes the query with the category. */
  tag: string;
  category: NewsCategory;
  page: number;
  cacheBuster?: number;
  fetchAttempt?: number;
}
export interface NewsResponse {
  news: NewsItem[];
  pagination: { currentPage: number; totalPages: number; totalItems: number };
  error?: string;
}
