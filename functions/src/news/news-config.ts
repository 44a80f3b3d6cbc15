// Where fetchNews looks for news and the limits it keeps. Production uses the real providers;
// `npm start` and `npm test` point the same code at the local fixture server through the
// environment (NEWS_GDELT_URL, NEWS_FEEDS_BASE_URL), see scripts/lib/news-fixtures.mjs.
import type { NewsCategory } from '@pauta/model';

export interface FeedSource {
  /** Publisher name shown as the item's source. */
  source: string;
  url: string;
}
export type FeedsByCategory = Record<NewsCategory, FeedSource[]>;

export const GDELT_DOC_API = 'https://api.gdeltproject.org/api/v2/doc/doc';

export const NEWS_LIMITS = {
  timeoutMs: 8_000,
  maxResponseBytes: 2 * 1024 * 1024,
  /** GDELT returns at most 250 articles per call. */
  gdeltMaxRecords: 250,
  cacheTtlMs: 15 * 60 * 1000,
  /** Uncached searches a caller may start per window (GDELT asks for about one call every 5 s). */
  uncachedPerWindow: 20,
  uncachedWindowMs: 10 * 60 * 1000,
} as const;

const agencia = (section: string): FeedSource => ({
  source: 'Agência Brasil',
  url: `https://agenciabrasil.ebc.com.br/rss/${section}/feed.xml`,
});
const g1 = (section: string): FeedSource => ({ source: 'g1', url: `https://g1.globo.com/rss/g1/${section}` });

/** Brazilian publishers' own feeds, used when settings/news does not list feeds for a category. */
export const DEFAULT_FEEDS: FeedsByCategory = {
  all: [agencia('ultimasnoticias'), { source: 'g1', url: 'https://g1.globo.com/rss/g1/' }],
  politics: [agencia('politica'), g1('politica/')],
  business: [agencia('economia'), g1('economia/')],
  technology: [{ source: 'Tecnoblog', url: 'https://tecnoblog.net/feed/atom/' }, g1('tecnologia/')],
  health: [agencia('saude'), g1('ciencia-e-saude/')],
  sports: [agencia('esportes')],
  entertainment: [g1('pop-arte/'), agencia('cultura')],
  science: [{ source: 'Revista Pesquisa FAPESP', url: 'https://revistapesquisa.fapesp.br/feed/atom/' }],
};

export interface ProviderEndpoints {
  gdeltUrl: string;
  /** When set, a feed https://host/path is fetched from {feedsBaseUrl}/host/path (fixture server). */
  feedsBaseUrl: string | null;
}

export function endpointsFromEnv(env: NodeJS.ProcessEnv = process.env): ProviderEndpoints {
  return {
    gdeltUrl: env.NEWS_GDELT_URL || GDELT_DOC_API,
    feedsBaseUrl: env.NEWS_FEEDS_BASE_URL ? env.NEWS_FEEDS_BASE_URL.replace(/\/+$/, '') : null,
  };
}

export function feedFetchUrl(feedUrl: string, endpoints: ProviderEndpoints): string {
  if (!endpoints.feedsBaseUrl) return feedUrl;
  const url = new URL(feedUrl);
  return `${endpoints.feedsBaseUrl}/${url.host}${url.pathname}${url.search}`;
}
