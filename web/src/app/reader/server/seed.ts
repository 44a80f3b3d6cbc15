// The documents the render function read for a page, put into the page's query cache under the
// very keys the reader components read (each feature seeds its own), so the page renders complete.
// Timestamps come as { __ts: [seconds, nanoseconds] } and are given back what the components read
// of one (seconds, nanoseconds, toDate()).
import { QueryClient } from '@tanstack/react-query';
import type { PayloadTimestamp, RenderPayload } from '@pauta/model';
import { seedArticlesFromServer } from '../../../features/articles';
import { seedTopicsFromServer } from '../../../features/topics';
import { seedSearchFromServer } from '../../../features/search';
import { seedProfilesFromServer } from '../../../features/profiles';
import { seedCorrectionsFromServer } from '../../../features/corrections';
import { queryKeys } from '../../../lib/query-keys';
import { sortedNotes, toArticleNote } from '../../../lib/article-notes';

// Rounded to the millisecond as firebase-admin's toDate() does: the sitemap and the feeds, written by
// the functions from the same documents, must state the very same instant as the page.
function timestampLike(seconds: number, nanoseconds: number) {
  return { seconds, nanoseconds, toDate: () => new Date(seconds * 1000 + Math.round(nanoseconds / 1e6)) };
}

const revive = (_key: string, value: unknown) => {
  const ts = value && typeof value === 'object' && (value as { __ts?: unknown }).__ts;
  return Array.isArray(ts) && ts.length === 2 ? timestampLike(Number(ts[0]), Number(ts[1])) : value;
};

/**
 * A query cache that only holds what the server put in it: nothing fetches on the server (no
 * effect runs there), and nothing the page shows is ever stale in the browser's islands either.
 */
export function pageQueryClient(payload: RenderPayload<PayloadTimestamp>): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const documents = JSON.parse(JSON.stringify(payload), revive) as RenderPayload;
  seedArticlesFromServer(queryClient, documents);
  seedTopicsFromServer(queryClient, documents);
  seedSearchFromServer(queryClient, documents);
  seedProfilesFromServer(queryClient, documents);
  seedCorrectionsFromServer(queryClient, documents);
  // The article's notes where the page's JSON-LD reads them too (it renders before the notes do).
  const article = documents.article;
  if (article?.notes)
    queryClient.setQueryData(
      queryKeys.notes(article.id),
      sortedNotes(article.notes.map((n) => toArticleNote(n.id, n.doc))),
    );
  return queryClient;
}

/** The last breadcrumb's label the path alone cannot give: the article's title, the author's name. */
export const breadcrumbLabelOf = (payload: RenderPayload<PayloadTimestamp>): string | null =>
  payload.article?.doc.title || payload.profile?.name || null;
