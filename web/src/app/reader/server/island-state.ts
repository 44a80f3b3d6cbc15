// The query state a rendered page gives its islands (`#pauta-state`): the queries they read
// (islands/island-data.ts), and of each article in their lists only what its card shows. Every
// list an island extends renders its articles with ArticleCard, which reads ArticleCardData alone;
// a summary's other fields (tags, SEO texts, times, ids) would travel for nothing to every reader,
// with or without JavaScript. The pages read later in the browser are whole summaries.
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { ArticleCardData } from '../../../lib/article-shape';
import { islandQueryFilter } from '../islands/island-data';

const CARD_FIELDS = [
  'id',
  'slug',
  'title',
  'excerpt',
  'imageUrl',
  'imageVariants',
  'imageAlt',
  'category',
  'categoryPath',
  'date',
  'author',
  'live',
] as const satisfies readonly (keyof ArticleCardData)[];

interface Page {
  items: ArticleCardData[];
}

const cardOf = (article: ArticleCardData) =>
  Object.fromEntries(CARD_FIELDS.filter((field) => field in article).map((field) => [field, article[field]]));

const cardPage = <P extends Page>(page: P): P => ({ ...page, items: page.items.map(cardOf) });

/** The article lists (infinite queries of cards) among the islands' queries. */
const CARD_LISTS = new Set<unknown>(['showcase', 'all', 'category', 'tag']);

/** A list's data with its articles as cards: an infinite list's pages, or the showcase's first pages by category. */
function asCards(kind: unknown, data: unknown): unknown {
  if (kind === 'showcase-first-pages')
    return Object.fromEntries(
      Object.entries(data as Record<string, Page>).map(([slug, page]) => [slug, cardPage(page)]),
    );
  if (!CARD_LISTS.has(kind)) return data;
  const list = data as { pages: Page[] };
  return { ...list, pages: list.pages.map(cardPage) };
}

export function islandState(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: islandQueryFilter });
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.queryKey[0] === 'articles'
        ? { ...query, state: { ...query.state, data: asCards(query.queryKey[1], query.state.data) } }
        : query,
    ),
  };
}
