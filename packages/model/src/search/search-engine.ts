// The embedded search engine (MiniSearch): one configuration used to build the index in the
// function and to load and query it in the browser and in the render function.
import MiniSearch, { type SearchResult } from 'minisearch';
import {
  SEARCH_INDEX_VERSION,
  SEARCH_RESULTS_MAX,
  type SearchDocument,
  type SearchIndexFile,
} from './search-document.js';
import { queryTerms, searchTerm, searchWords } from './search-text.js';
import { isImageVariants } from '../image-variants.js';

const STORED_FIELDS = [
  'slug',
  'title',
  'excerpt',
  'tags',
  'category',
  'author',
  'publishedAt',
  'imageUrl',
  'imageVariants',
] as const;

const OPTIONS = {
  fields: ['title', 'excerpt', 'tags', 'categoryLabel'],
  storeFields: [...STORED_FIELDS],
  tokenize: searchWords,
  processTerm: (term: string) => searchTerm(term),
  stringifyField: (value: unknown) => (Array.isArray(value) ? value.join(' ') : String(value ?? '')),
  searchOptions: {
    boost: { title: 3, tags: 2.5, categoryLabel: 1.5 },
    // Prefixes from the third letter ('intel' → inteligência); typos from the fifth
    // (one edit up to 7 letters, two beyond: 'tecnolgia' → tecnologia).
    prefix: (term: string) => term.length >= 3,
    fuzzy: (term: string) => (term.length >= 8 ? 2 : term.length >= 5 ? 1 : false),
    maxFuzzy: 2,
  },
};

export type SearchEngineIndex = MiniSearch<SearchDocument>;

export function buildSearchIndex(documents: readonly SearchDocument[], builtAt = new Date()): SearchIndexFile {
  const index = new MiniSearch<SearchDocument>(OPTIONS);
  index.addAll(documents);
  return {
    version: SEARCH_INDEX_VERSION,
    builtAt: builtAt.toISOString(),
    count: documents.length,
    index: index.toJSON(),
  };
}

export function loadSearchIndex(file: SearchIndexFile): SearchEngineIndex {
  if (file?.version !== SEARCH_INDEX_VERSION || !file.index) throw new Error('search index: unknown format');
  return MiniSearch.loadJS<SearchDocument>(file.index as Parameters<typeof MiniSearch.loadJS>[0], OPTIONS);
}

/** A result: the stored card fields plus the index terms it matched (for highlighting). */
export type SearchHit = Omit<SearchDocument, 'categoryLabel'> & { score: number; terms: string[] };

function toHit(result: SearchResult): SearchHit {
  const stored = result as unknown as Record<(typeof STORED_FIELDS)[number], unknown>;
  return {
    id: String(result.id),
    slug: String(stored.slug ?? ''),
    title: String(stored.title ?? ''),
    excerpt: String(stored.excerpt ?? ''),
    tags: Array.isArray(stored.tags) ? (stored.tags as string[]) : [],
    category: String(stored.category ?? ''),
    author: String(stored.author ?? ''),
    publishedAt: typeof stored.publishedAt === 'string' ? stored.publishedAt : null,
    imageUrl: String(stored.imageUrl ?? ''),
    imageVariants: isImageVariants(stored.imageVariants) ? stored.imageVariants : null,
    score: result.score,
    terms: result.terms,
  };
}

/**
 * Every query word must match (AND); when that finds nothing, any word may (OR), so a long query
 * with one unknown word still answers. Equal scores list the newest article first.
 */
export function runSearch(index: SearchEngineIndex, query: string, limit = SEARCH_RESULTS_MAX): SearchHit[] {
  if (!queryTerms(query).length) return [];
  let results = index.search(query, { combineWith: 'AND' });
  if (!results.length) results = index.search(query, { combineWith: 'OR' });
  return results
    .map(toHit)
    .sort((a, b) => b.score - a.score || (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))
    .slice(0, limit);
}
