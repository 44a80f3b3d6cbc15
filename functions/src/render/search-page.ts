// /busca?q=: the search page rendered with its results, so the header's search form works without
// JavaScript and the app boots with the results it would show. The index is the one the
// searchIndex function serves, kept parsed in memory until a newer one is stored.
import type { Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import {
  cleanSearchQuery,
  loadSearchIndex,
  runSearch,
  SEARCH_PAGE_PATH,
  SEARCH_TEXTS,
  type SearchEngineIndex,
  type SearchHit,
} from '@pauta/model/search';
import { readSearchIndexText, storedBuiltAt } from '../search/search-index-store';
import { cardCategoryPath, escapeHtml as esc } from '@pauta/model';
import { card, type CardView } from './markup';
import type { PageResult } from './pages';
import { formatLongDate } from './site';

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

const cardOf = (hit: SearchHit): CardView => ({
  ...hit,
  categoryPath: cardCategoryPath(hit),
  authorId: '',
  date: formatLongDate(hit.publishedAt ? new Date(hit.publishedAt) : null),
  isoDate: hit.publishedAt,
});

export function searchPage(query: string, hits: SearchHit[]): string {
  const form = `<form action="${SEARCH_PAGE_PATH}" method="get" role="search">
<input type="search" name="q" value="${esc(query)}" aria-label="${SEARCH_TEXTS.label}" placeholder="${SEARCH_TEXTS.placeholder}" maxlength="100">
<button type="submit">${SEARCH_TEXTS.submit}</button></form>`;
  let results: string;
  if (!query) results = `<p>${esc(SEARCH_TEXTS.empty)}</p>`;
  else if (!hits.length)
    results = `<p>${esc(SEARCH_TEXTS.noResults(query))}</p><p>${esc(SEARCH_TEXTS.noResultsHint)} <a href="/topicos">${SEARCH_TEXTS.browseTopics}</a></p>`;
  else
    results = `<p class="ssr-meta" role="status">${esc(SEARCH_TEXTS.count(hits.length))}</p>
<ul class="ssr-grid">${hits.map((hit, i) => card(cardOf(hit), i === 0, hit.terms)).join('')}</ul>`;
  const title = query ? SEARCH_TEXTS.resultsTitle(query) : SEARCH_TEXTS.title;
  return `<div class="ssr-wrap"><h1>${esc(title)}</h1><p>${esc(SEARCH_TEXTS.intro)}</p>${form}${results}</div>`;
}

export async function searchResult(db: Firestore, rawQuery: unknown): Promise<PageResult> {
  const query = cleanSearchQuery(rawQuery);
  const hits = query ? runSearch(await currentIndex(db), query) : [];
  return {
    status: 200,
    meta: {
      title: query ? SEARCH_TEXTS.resultsTitle(query) : SEARCH_TEXTS.title,
      description: SEARCH_TEXTS.metaDescription,
      canonical: SEARCH_PAGE_PATH,
      // Result pages are not content of their own.
      noindex: true,
    },
    content: searchPage(query, hits),
    payload: { search: { query, hits } },
  };
}
