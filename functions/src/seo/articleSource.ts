// Bounded reads of published articles for sitemaps and feeds: card fields only (select), never the
// bodies, in pages of PAGE_SIZE with a cursor, so the cost grows with what a response contains.
import { getFirestore, Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, type ArticleContentDoc } from '../model';
import type { ArticleCard } from './sitemapEntries';

export const PAGE_SIZE = 1000;
const CARD_FIELDS = [
  'slug',
  'title',
  'excerpt',
  'imageUrl',
  'category',
  'tags',
  'authorName',
  'createdAt',
  'updatedAt',
  'publishedAt',
];

const toDate = (v: unknown) => (v instanceof Timestamp ? v.toDate() : null);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function toCard(doc: QueryDocumentSnapshot): ArticleCard {
  const d = doc.data();
  return {
    id: doc.id,
    slug: str(d.slug),
    title: str(d.title),
    excerpt: str(d.excerpt),
    imageUrl: str(d.imageUrl),
    category: str(d.category),
    tags: Array.isArray(d.tags) ? d.tags.filter((t): t is string => typeof t === 'string') : [],
    authorName: str(d.authorName),
    createdAt: toDate(d.createdAt),
    updatedAt: toDate(d.updatedAt),
    publishedAt: toDate(d.publishedAt),
  };
}

const published = () =>
  getFirestore()
    .collection(COLLECTIONS.articles)
    .where('status', '==', 'published')
    .select(...CARD_FIELDS);

export async function countPublished(): Promise<number> {
  const snap = await getFirestore().collection(COLLECTIONS.articles).where('status', '==', 'published').count().get();
  return snap.data().count;
}

/** Published articles, most recently updated first, from index `start` (inclusive) to `end` (exclusive). */
export async function* sitemapArticles(start = 0, end = Number.POSITIVE_INFINITY): AsyncGenerator<ArticleCard> {
  let q: Query = published().orderBy('updatedAt', 'desc');
  if (start > 0) q = q.offset(start);
  let remaining = end - start;
  let last: QueryDocumentSnapshot | undefined;
  while (remaining > 0) {
    const page = await (last ? q.startAfter(last) : q).limit(Math.min(PAGE_SIZE, remaining)).get();
    for (const doc of page.docs) yield toCard(doc);
    remaining -= page.size;
    if (page.size < PAGE_SIZE) return;
    last = page.docs[page.docs.length - 1];
    // startAfter already skips what the offset skipped.
    q = published().orderBy('updatedAt', 'desc');
  }
}

/** Google News sitemaps list the articles published in the last two days (at most 1,000). */
export async function recentlyPublished(since: Date): Promise<ArticleCard[]> {
  const snap = await published()
    .where('publishedAt', '>=', Timestamp.fromDate(since))
    .orderBy('publishedAt', 'desc')
    .limit(1000)
    .get();
  return snap.docs.map(toCard);
}

export type FeedFilter = { kind: 'all' } | { kind: 'category'; slug: string } | { kind: 'tag'; key: string };

export async function newestForFeed(filter: FeedFilter, count: number): Promise<ArticleCard[]> {
  let q: Query = published();
  if (filter.kind === 'category') q = q.where('category', '==', filter.slug);
  if (filter.kind === 'tag') q = q.where('tagKeys', 'array-contains', filter.key);
  const snap = await q.orderBy('publishedAt', 'desc').limit(count).get();
  return snap.docs.map(toCard);
}

/** The bodies of a feed's items, in one batched read. */
export async function bodiesOf(ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const db = getFirestore();
  const snaps = await db.getAll(...ids.map((id) => db.collection(COLLECTIONS.articleContents).doc(id)));
  const out = new Map<string, string>();
  for (const s of snaps) {
    const data = s.data() as Partial<ArticleContentDoc> | undefined;
    if (data?.status === 'published' && typeof data.content === 'string') out.set(s.id, data.content);
  }
  return out;
}
