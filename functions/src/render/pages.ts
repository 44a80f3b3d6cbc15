// What each reader route reads (the same documents the reader's components read, by the same
// queries): the status and the documents the page is rendered from (web/src/app/reader/server).
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import {
  articleSlugPath,
  COLLECTIONS,
  HOME_SNAPSHOT_DOC,
  isKnownCategory,
  LIMITS,
  LIST_PAGE_SIZES,
  normalizeTag,
  NOTES_SUBCOLLECTION,
  PUBLIC_COLLECTION,
  SLUG_PATTERN,
  TAG_STATS_DOC,
  type ArticleDoc,
  type ArticleNoteDoc,
  type LiveSummaryDoc,
  type PayloadTimestamp,
  type ReaderNotFound,
  type RenderPayload,
  type TagStat,
} from '@pauta/model';
import { newestFirst, publishedArticleCards, publishedArticles } from '../lib/firestore';
import { toPayloadJson } from './serialize';
import { liveSummaryRef } from '../live/rebuild-live-summary';
import type { CachePolicy } from './cache-control';

export type RenderedResult = {
  status: 200 | 404;
  payload: RenderPayload<PayloadTimestamp>;
  /** A 404's page: the article's own text, the profile's, or the site's not-found page. */
  notFound?: ReaderNotFound;
  /**
   * Its content can never change with a publication (a static page, a path that names nothing):
   * cached as usual without reading the schedule (render.ts).
   */
  fixed?: true;
  /** How long it may be cached when not the reader pages' usual (READER_CACHE). */
  cache?: CachePolicy;
};

export type PageResult = RenderedResult | { status: 301; location: string };

/** A list's first page, as the reader's first page of it (card fields only). */
async function firstPage(
  db: Firestore,
  filter: ['category' | 'tagKeys', '==' | 'array-contains', string] | null,
  size: number,
) {
  let query = publishedArticleCards(db);
  if (filter) query = query.where(...filter);
  const snap = await newestFirst(query, size).get();
  return snap.docs.map((d) => ({ id: d.id, doc: toPayloadJson(d.data() as ArticleDoc) }));
}

export const notFound = (kind: ReaderNotFound): RenderedResult => ({ status: 404, payload: {}, notFound: kind });

/** A path that can never name a page, answered without a read. */
export const refused = (article: boolean): PageResult => ({ ...notFound(article ? 'article' : 'page'), fixed: true });

export async function homeResult(db: Firestore): Promise<PageResult> {
  const [homeSnap, statsSnap] = await Promise.all([
    db.collection(PUBLIC_COLLECTION).doc(HOME_SNAPSHOT_DOC).get(),
    db.collection(COLLECTIONS.stats).doc(TAG_STATS_DOC).get(),
  ]);
  const tags = statsSnap.get('tags') as Record<string, TagStat> | undefined;
  return {
    status: 200,
    // No snapshot yet (a fresh deploy before the first article write): the home's empty states.
    payload: { home: toPayloadJson(homeSnap.data() ?? {}), tagStats: toPayloadJson(tags ?? {}) },
  };
}

async function redirectToSlug(db: Firestore, id: string): Promise<PageResult | null> {
  const snap = await db.collection(COLLECTIONS.articles).doc(id).get();
  const slug = snap.get('slug');
  if (!snap.exists || snap.get('status') !== 'published' || typeof slug !== 'string' || !slug) return null;
  return { status: 301, location: articleSlugPath(slug) };
}

/** /artigo/id/{id}: the fallback form stays (its canonical is the slug URL when there is one). */
export async function articleByIdResult(db: Firestore, id: string): Promise<PageResult> {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) return refused(true);
  const snap = await db.collection(COLLECTIONS.articles).doc(id).get();
  if (!snap.exists || snap.get('status') !== 'published') return notFound('article');
  return articlePage(db, snap.id, snap.data()!);
}

/** What /artigo/{value} can name: a slug (current or old), or an article id (the older form). */
const isArticleRef = (value: string) =>
  (value.length <= LIMITS.slugMax && SLUG_PATTERN.test(value)) || ARTICLE_ID.test(value);
const ARTICLE_ID = /^[A-Za-z0-9]{1,100}$/;

export async function articleResult(db: Firestore, slug: string): Promise<PageResult> {
  // Anything else names no article: answered without a read (and never reaches a document path).
  if (!isArticleRef(slug)) return refused(true);
  const snap = await publishedArticles(db).where('slug', '==', slug).limit(1).get();
  const found = snap.docs[0];
  if (!found) {
    // An old slug (renamed article), then the older /artigo/{id} form.
    const old = await db.collection(COLLECTIONS.slugRedirects).doc(slug).get();
    const articleId = old.get('articleId');
    const moved = typeof articleId === 'string' && articleId ? await redirectToSlug(db, articleId) : null;
    if (moved) return moved;
    if (ARTICLE_ID.test(slug)) return (await redirectToSlug(db, slug)) ?? notFound('article');
    return notFound('article');
  }
  return articlePage(db, found.id, found.data());
}

/** An article's notes, newest first; no read when it has none. */
async function notesOf(db: Firestore, id: string, count: unknown) {
  if (typeof count !== 'number' || count <= 0) return [];
  const snap = await db
    .collection(COLLECTIONS.articles)
    .doc(id)
    .collection(NOTES_SUBCOLLECTION)
    .orderBy('createdAt', 'desc')
    .get();
  return snap.docs.map((d) => ({ id: d.id, doc: d.data() as ArticleNoteDoc }));
}

async function articlePage(db: Firestore, id: string, data: DocumentData): Promise<PageResult> {
  const [contentSnap, notes, live] = await Promise.all([
    db.collection(COLLECTIONS.articleContents).doc(id).get(),
    notesOf(db, id, data.noteCount),
    // Its live coverage, as its readers see it: read only for an article marked by its first summary
    // (most have none, and a read that finds nothing is billed too).
    data.liveCoverage === true ? liveSummaryRef(db, id).get() : null,
  ]);
  const content = typeof contentSnap.get('content') === 'string' ? (contentSnap.get('content') as string) : '';
  return {
    status: 200,
    payload: {
      article: {
        id,
        doc: toPayloadJson(data as ArticleDoc),
        content,
        ...(notes.length && { notes: toPayloadJson(notes) }),
        ...(live?.exists && { live: toPayloadJson(live.data() as LiveSummaryDoc) }),
      },
    },
  };
}

export async function categoryResult(db: Firestore, slug: string): Promise<PageResult> {
  if (!isKnownCategory(slug)) return refused(false);
  const docs = await firstPage(db, ['category', '==', slug], LIST_PAGE_SIZES.category);
  return { status: 200, payload: { list: { kind: 'category', key: slug, docs } } };
}

export async function tagResult(db: Firestore, tag: string): Promise<PageResult> {
  // No stored tag is longer than LIMITS.tagMaxChars: a longer one is answered without a read.
  if (tag.length > LIMITS.tagMaxChars) return refused(false);
  const key = normalizeTag(tag);
  const stats = await db.collection(COLLECTIONS.stats).doc(TAG_STATS_DOC).get();
  const known = (stats.get('tags') as Record<string, TagStat> | undefined)?.[key];
  // A tag nothing published carries: its page says so ('Nenhum artigo encontrado para este tópico.'), as a 404.
  if (!key || !known || known.count <= 0) return { status: 404, payload: { list: { kind: 'tag', key, docs: [] } } };
  const docs = await firstPage(db, ['tagKeys', 'array-contains', key], LIST_PAGE_SIZES.tag);
  return { status: 200, payload: { list: { kind: 'tag', key, docs } } };
}

export async function topicsResult(db: Firestore): Promise<PageResult> {
  const stats = await db.collection(COLLECTIONS.stats).doc(TAG_STATS_DOC).get();
  return { status: 200, payload: { tagStats: toPayloadJson((stats.get('tags') as Record<string, TagStat>) ?? {}) } };
}

export async function allArticlesResult(db: Firestore): Promise<PageResult> {
  const docs = await firstPage(db, null, LIST_PAGE_SIZES.all);
  return { status: 200, payload: { list: { kind: 'all', key: '', docs } } };
}
