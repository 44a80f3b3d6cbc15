// /busca?q=: the search page with its results, so the header's search form works as a plain form.
// The index is the one the searchIndex function serves, kept parsed in memory until a newer one is
// stored.
import type { Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { cleanSearchQuery, loadSearchIndex, runSearch, type SearchEngineIndex } from '@pauta/model/search';
import { readSearchIndexText, storedBuiltAt } from '../search/search-index-store';
import type { PageResult } from './pages';

let cached: { builtAt: string; index: Promise<SearchEngineIndex> } | null = null;

/** The stored index, parsed again only when a newer one was built (one metadata read per page). */
async function currentIndex(db: Firestore): Promise<SearchEngineIndex> {
  const builtAt = (await storedBuiltAt(getStorage().bucket())) ?? '';
  if (!cached || !builtAt || cached.builtAt !== builtAt) {
    const index = readSearchIndexText(db, getStorage().bucket()).then((text) => loadSearchIndex(JSON.parse(text)));
    cached = { builtAt, index };
    index.catch(() => (cached = null));
  }
  return cached.index;
}

export async function searchResult(db: Firestore, rawQuery: unknown): Promise<PageResult> {
  const query = cleanSearchQuery(rawQuery);
  const hits = query ? runSearch(await currentIndex(db), query) : [];
  return { status: 200, payload: { search: { query, hits } } };
}
