// Public article queries. The rules only allow readers to list published articles, and drafts
// never reach a reader page, the sitemap or a count of published articles: every such query starts
// with publishedArticles. Lists order by publishedAt desc (plus the document id, which makes cursors
// exact when two articles share a publish time).
import type { Firestore, QueryConstraint, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { loadFirestore, type FirestoreLite } from './firestore';
import { COLLECTIONS, type ArticleDoc } from '@pauta/model';
import { toArticleSummary, type ArticleSummary } from './article-shape';
import { cursorFrom, cursorValues, type Page, type PageCursor } from './cursor';

/** Extra constraints of a list, built once Firestore Lite is loaded. */
export type ArticleFilters = (fs: FirestoreLite) => QueryConstraint[];

export const noFilters: ArticleFilters = () => [];

/**
 * The published articles, with more constraints. `fs` is Firestore Lite's API: the loaded module on
 * reader pages, the statically imported functions in the admin area.
 */
export const publishedArticles = (
  fs: Pick<FirestoreLite, 'query' | 'collection' | 'where'>,
  db: Firestore,
  ...constraints: QueryConstraint[]
) => fs.query(fs.collection(db, COLLECTIONS.articles), fs.where('status', '==', 'published'), ...constraints);

export const snapshotToSummary = (snap: QueryDocumentSnapshot) =>
  toArticleSummary(snap.id, snap.data() as Partial<ArticleDoc>);

/** One page of published articles; `next` is null when the page came back short (no more). */
export async function fetchPublishedPage(
  filters: ArticleFilters,
  pageSize: number,
  cursor?: PageCursor | null,
): Promise<Page<ArticleSummary>> {
  const { fs, db } = await loadFirestore();
  const snap = await fs.getDocs(
    publishedArticles(
      fs,
      db,
      ...filters(fs),
      fs.orderBy('publishedAt', 'desc'),
      fs.orderBy(fs.documentId(), 'desc'),
      ...(cursor ? [fs.startAfter(...cursorValues(cursor, fs))] : []),
      fs.limit(pageSize),
    ),
  );
  const items = snap.docs.map(snapshotToSummary);
  const last = snap.docs[snap.docs.length - 1];
  const next =
    last && snap.docs.length === pageSize ? cursorFrom((last.data() as ArticleDoc).publishedAt, last.id) : null;
  return { items, next };
}
