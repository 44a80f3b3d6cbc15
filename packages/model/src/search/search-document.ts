// On-site search: what one published article contributes to the index, where the index lives and
// the limits of a query. The index file is built by a function (functions/src/search) and served at
// SEARCH_INDEX_URL; the /busca page loads it only when someone searches.
import type { ImageVariants } from '../image-variants.js';

/** One published article as the index stores it: enough to render its result card with no read. */
export interface SearchDocument {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  /** Category slug ('' when none). */
  category: string;
  /** The category's display name, indexed so 'educação' finds the Educação articles. */
  categoryLabel: string;
  author: string;
  /** ISO publish time, or null when unknown. */
  publishedAt: string | null;
  imageUrl: string;
  /** The cover's processed versions (srcset), when it came from the image library. */
  imageVariants?: ImageVariants | null;
}

/** The Cloud Storage object the index function writes (not publicly readable). */
export const SEARCH_INDEX_OBJECT = 'search/index.json';
/** The site address that serves it (a Hosting rewrite to the searchIndex function, CDN-cached). */
export const SEARCH_INDEX_URL = '/search-index.json';
export const SEARCH_INDEX_VERSION = 1;

export interface SearchIndexFile {
  version: typeof SEARCH_INDEX_VERSION;
  builtAt: string;
  count: number;
  /** MiniSearch's serialized index (MiniSearch#toJSON). */
  index: unknown;
}

/** The route and its query parameter: /busca?q=... (the WebSite JSON-LD's SearchAction uses it). */
export const SEARCH_PAGE_PATH = '/busca';
export const SEARCH_QUERY_PARAM = 'q';
export const SEARCH_QUERY_MAX_CHARS = 100;
export const SEARCH_RESULTS_MAX = 30;
