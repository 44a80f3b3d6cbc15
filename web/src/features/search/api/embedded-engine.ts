// The embedded engine: downloads the index once (CDN-cached, like a page) and searches in the
// browser. A failed download is retried on the next search instead of being remembered.
import {
  loadSearchIndex,
  runSearch,
  SEARCH_INDEX_URL,
  type SearchEngineIndex,
  type SearchIndexFile,
} from '@pauta/model/search';
import type { SearchEngine } from './search-engine';

async function fetchIndexFile(): Promise<SearchIndexFile> {
  const response = await fetch(SEARCH_INDEX_URL);
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
  return (await response.json()) as SearchIndexFile;
}

export function createEmbeddedSearchEngine(fetchIndex: () => Promise<SearchIndexFile> = fetchIndexFile): SearchEngine {
  let index: Promise<SearchEngineIndex> | null = null;
  const load = () => {
    if (!index) {
      index = fetchIndex().then(loadSearchIndex);
      index.catch(() => (index = null));
    }
    return index;
  };
  return {
    async search(query) {
      return runSearch(await load(), query);
    },
  };
}
