// A list that grows by `step` cards (spec §4: the home showcase by 6 per 'Carregar mais artigos',
// the category page by 9 per scroll): it shows `step` cards at first and again whenever the list
// changes (another category), even when more pages are already in the query cache. Back/Forward to
// the same history entry finds the count it left, so the reader returns to where they were.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ArticleSummary } from '../../../lib/article-shape';

interface Pages {
  articles: ArticleSummary[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): Promise<unknown>;
}

/** What each history entry showed last: which list, how many cards (an entry shows one such list). */
const shownByEntry = new Map<string, { list: string; limit: number }>();
const MAX_ENTRIES = 50;

function remember(entry: string, list: string, limit: number) {
  shownByEntry.delete(entry);
  shownByEntry.set(entry, { list, limit });
  if (shownByEntry.size > MAX_ENTRIES) shownByEntry.delete(shownByEntry.keys().next().value!);
}

function restored(entry: string, list: string, step: number) {
  const saved = shownByEntry.get(entry);
  return { entry, list, limit: saved?.list === list ? saved.limit : step };
}

/** `list` names what is listed (the category): another list starts again at `step`. */
export function useGrowingList(pages: Pages, step: number, list: string) {
  const { key: entry } = useLocation();
  const [shown, setShown] = useState(() => restored(entry, list, step));
  let limit = shown.limit;
  if (shown.entry !== entry || shown.list !== list) {
    // Another category on the same page starts again; another history entry finds its own count.
    const next = shown.entry === entry ? { entry, list, limit: step } : restored(entry, list, step);
    limit = next.limit;
    setShown(next);
  }
  useEffect(() => remember(entry, list, limit), [entry, list, limit]);

  const { articles, hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const short = articles.length < limit && hasNextPage;
  useEffect(() => {
    if (short && !isFetchingNextPage) void fetchNextPage();
  }, [short, isFetchingNextPage, fetchNextPage]);

  return {
    articles: articles.slice(0, limit),
    limit,
    /** The list reached its limit and there is more (cached or still to read). */
    hasMore: articles.length > limit || (articles.length >= limit && hasNextPage),
    grow: () => setShown({ entry, list, limit: limit + step }),
  };
}
