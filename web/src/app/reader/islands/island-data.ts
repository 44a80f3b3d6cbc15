// Which of a page's documents its islands need in the browser: the lists they extend (the home's
// showcase and its categories' first pages, category, all articles, tag, corrections) and the tag
// counts (trending, topics). The rest (the home's featured and latest articles, an article's body,
// search results, a profile) was rendered once and stays HTML.
import type { Query } from '@tanstack/react-query';

const ISLAND_LISTS = new Set<unknown>(['showcase', 'showcase-first-pages', 'all', 'category', 'tag', 'corrections']);

export const islandQueryFilter = (query: Pick<Query, 'queryKey' | 'state'>): boolean => {
  if (query.state.status !== 'success') return false;
  const [root, kind] = query.queryKey;
  return (root === 'articles' && ISLAND_LISTS.has(kind)) || root === 'tags';
};

/** Where the islands' query state travels: a <script type="application/json"> in <body>. */
export const STATE_ELEMENT_ID = 'pauta-state';
