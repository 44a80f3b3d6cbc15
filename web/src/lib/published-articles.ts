// Public article queries. The rules only allow listing published articles, so every query here
// starts with status == 'published' and orders by publishedAt desc (plus the document id, which
// makes cursors exact when two articles share a publish time).
import {
  collection,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { getDb } from './firebase';
import { COLLECTIONS, type ArticleDoc } from './model';
import { toArticleSummary, type ArticleSummary } from './article-shape';
import { cursorFrom, cursorValues, type Page, type PageCursor } from './cursor';

export function publishedArticlesQuery(filters: QueryConstraint[], pageSize: number, cursor?: PageCursor | null) {
  return query(
    collection(getDb(), COLLECTIONS.articles),
    where('status', '==', 'published'),
    ...filters,
    orderBy('publishedAt', 'desc'),
    orderBy(documentId(), 'desc'),
    ...(cursor ? [startAfter(...cursorValues(cursor))] : []),
    limit(pageSize),
  );
}

export const snapshotToSummary = (snap: QueryDocumentSnapshot) =>
  toArticleSummary(snap.id, snap.data() as Partial<ArticleDoc>);

/** One page of published articles; `next` is null when the page came back short (no more). */
export async function fetchPublishedPage(
  filters: QueryConstraint[],
  pageSize: number,
  cursor?: PageCursor | null,
): Promise<Page<ArticleSummary>> {
  const snap = await getDocs(publishedArticlesQuery(filters, pageSize, cursor));
  const items = snap.docs.map(snapshotToSummary);
  const last = snap.docs[snap.docs.length - 1];
  const next =
    last && snap.docs.length === pageSize ? cursorFrom((last.data() as ArticleDoc).publishedAt, last.id) : null;
  return { items, next };
}
