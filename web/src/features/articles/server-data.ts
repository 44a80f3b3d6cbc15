// Puts the documents a rendered page was built from into the query cache, under the very keys the
// article pages' hooks read, so the app's first render needs no Firestore read.
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { toArticleSummary } from '../../lib/article-shape';
import { cursorFrom } from '../../lib/cursor';
import { LIST_PAGE_SIZES, type RenderedDoc, type RenderPayload } from '@pauta/model';
import { homeDataFrom } from './api/home';

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
  if (payload.home) queryClient.setQueryData(queryKeys.home(), homeDataFrom(payload.home));
  if (payload.article) {
    const { id, doc, content, notes } = payload.article;
    const article = toArticleSummary(id, doc);
    if (article.slug) queryClient.setQueryData(queryKeys.articleRef(article.slug), article);
    queryClient.setQueryData(queryKeys.articleRef(`id:${id}`), article);
    queryClient.setQueryData(queryKeys.content(id), content);
    // As they came: the article page turns them into its notes (hooks/use-article-notes.ts).
    if (notes) queryClient.setQueryData(queryKeys.rendered('notes', id), notes);
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
