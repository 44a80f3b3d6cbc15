// Puts the documents a page is rendered from into its query cache (app/reader/server), under the
// very keys the article components read, so the page renders complete and its islands read nothing.
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { toArticleSummary } from '../../lib/article-shape';
import { cursorFrom } from '../../lib/cursor';
import { HOME_SHOWCASE_DEFAULT, LIST_PAGE_SIZES, type RenderedDoc, type RenderPayload } from '@pauta/model';
import { homeDataFrom } from './api/home';
import { toLiveCoverageView } from './lib/live/live-view';

/** The first page of a list as fetchPublishedPage returns it. */
export function firstPageFrom(docs: RenderedDoc[], pageSize: number) {
  const last = docs[docs.length - 1];
  return {
    pages: [
      {
        items: docs.map((d) => toArticleSummary(d.id, d.doc)),
        next: last && docs.length === pageSize ? cursorFrom(last.doc.publishedAt, last.id) : null,
      },
    ],
    pageParams: [null],
  };
}

export function seedArticlesFromServer(queryClient: QueryClient, payload: RenderPayload): void {
  if (payload.home) {
    const home = homeDataFrom(payload.home);
    queryClient.setQueryData(queryKeys.home(), home);
    // The category showcase opens on its default category, whose first page the snapshot holds;
    // the other categories' first pages under a key of their own (the island's, without the rest
    // of the snapshot: app/reader/islands/island-data.ts), the default's not twice.
    const { [HOME_SHOWCASE_DEFAULT]: first, ...others } = home.showcase;
    queryClient.setQueryData(queryKeys.showcase(HOME_SHOWCASE_DEFAULT), {
      pages: [first ?? { items: [], next: null }],
      pageParams: [null],
    });
    queryClient.setQueryData(queryKeys.showcaseFirstPages(), others);
  }
  if (payload.article) {
    const { id, doc, content, notes, live } = payload.article;
    const article = toArticleSummary(id, doc);
    if (article.slug) queryClient.setQueryData(queryKeys.articleRef(article.slug), article);
    queryClient.setQueryData(queryKeys.articleRef(`id:${id}`), article);
    queryClient.setQueryData(queryKeys.content(id), content);
    // As they came: the article page turns them into its notes (hooks/use-article-notes.ts).
    if (notes) queryClient.setQueryData(queryKeys.rendered('notes', id), notes);
    if (live) queryClient.setQueryData(queryKeys.live(id), toLiveCoverageView(live));
  }
  const list = payload.list;
  if (list?.kind === 'category') {
    queryClient.setQueryData(
      queryKeys.category(list.key, LIST_PAGE_SIZES.category),
      firstPageFrom(list.docs, LIST_PAGE_SIZES.category),
    );
  } else if (list?.kind === 'all') {
    queryClient.setQueryData(queryKeys.allPages(LIST_PAGE_SIZES.all), firstPageFrom(list.docs, LIST_PAGE_SIZES.all));
  }
}
