// The embedded engine: downloads the index once (CDN-cached, like a page) and searches in the
// browser. A failed download is retried on the next search instead of being remembered.
// The engine (MiniSearch) is a chunk of its own, fetched with the index: a /busca page rendered by
// the server, whose results are embedded, never downloads either.
import type { SearchEngineIndex, SearchIndexFile } from '@pauta/model/search';
import { SEARCH_INDEX_URL } from '@pauta/model';
import type { SearchEngine } from './search-engine';

const loadEngine = () => import('@pauta/model/search');

async function fetchIndexFile(): Promise<SearchIndexFile> {
  const response = await fetch(SEARCH_INDEX_URL);
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
  return (await response.json()) as SearchIndexFile;
}

export function createEmbeddedSearchEngine(fetchIndex: () => Promise<SearchIndexFile> = fetchIndexFile): SearchEngine {
  let index: Promise<SearchEngineIndex> | null = null;
  const load = () => {
    if (!index) {
      index = Promise.all([fetchIndex(), loadEngine()]).then(([file, engine]) => engine.loadSearchIndex(file));
      index.catch(() => (index = null));
    }
    return index;
  };
  return {
    async search(query) {
      const [index, engine] = await Promise.all([load(), loadEngine()]);
      return engine.runSearch(index, query);
    },
  };
}
