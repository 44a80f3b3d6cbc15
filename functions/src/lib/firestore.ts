// The functions' side of the data contract: the admin SDK's Timestamp bound into @pauta/model's
// document types (once, here), the published-articles query every reader-facing function starts
// from, and the article card read from a document.
import {
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore';
import { ARTICLE_CARD_FIELDS, COLLECTIONS, toArticleCard, type ArticleCard } from '@pauta/model';

declare module '@pauta/model' {
  interface TimestampBinding {
    timestamp: Timestamp;
  }
}

/**
 * Published articles. The rules let readers list only these, and drafts never reach a page, feed,
 * sitemap, snapshot or index: every such read starts here.
 */
export const publishedArticles = (db: Firestore): Query =>
  db.collection(COLLECTIONS.articles).where('status', '==', 'published');

/** The same, reading only the card fields (a projection: nothing a card does not show is read). */
export const publishedArticleCards = (db: Firestore): Query => publishedArticles(db).select(...ARTICLE_CARD_FIELDS);

/** Newest published first; the document id breaks ties, as the app's cursors do. */
export const newestFirst = (query: Query, count: number): Query =>
  query.orderBy('publishedAt', 'desc').orderBy('__name__', 'desc').limit(count);

export const asTimestamp = (value: unknown): Timestamp | null => (value instanceof Timestamp ? value : null);
export const asDate = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);

/** An article document as a card, dates as Date (pages, feeds, sitemaps, the search index). */
export const cardWithDates = (id: string, data: DocumentData | undefined): ArticleCard<Date> =>
  toArticleCard(id, data, asDate);

export const cardOf = (snap: DocumentSnapshot): ArticleCard<Date> => cardWithDates(snap.id, snap.data());
