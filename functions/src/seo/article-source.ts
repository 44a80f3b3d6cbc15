// Bounded reads of published articles for sitemaps and feeds: card fields only (select), never the
// bodies, in batches of READ_BATCH with a cursor, so the cost grows with what a response contains.
import { getFirestore, Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, type ArticleCard, type ArticleContentDoc } from '@pauta/model';
import { cardOf, publishedArticleCards, publishedArticles } from '../lib/firestore';

export const READ_BATCH = 1000;

/** What a sitemap or feed entry reads of an article card. */
export type FeedArticle = Pick<
  ArticleCard<Date>,
  | 'id'
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'imageUrl'
  | 'category'
  | 'tags'
  | 'authorName'
  | 'createdAt'
  | 'updatedAt'
  | 'publishedAt'
> &
  // The cover's size and metadata (Media RSS); absent where a test or an older card has none.
  Partial<Pick<ArticleCard<Date>, 'imageAlt' | 'imageCaption' | 'imageCredit' | 'imageVariants' | 'modifiedAt'>>;

const published = () => publishedArticleCards(getFirestore());

export async function countPublished(): Promise<number> {
  const snap = await publishedArticles(getFirestore()).count().get();
  return snap.data().count;
}

/** Published articles, most recently updated first, from index `start` (inclusive) to `end` (exclusive). */
export async function* sitemapArticles(start = 0, end = Number.POSITIVE_INFINITY): AsyncGenerator<FeedArticle> {
  let q: Query = published().orderBy('updatedAt', 'desc');
  if (start > 0) q = q.offset(start);
  let remaining = end - start;
  let last: QueryDocumentSnapshot | undefined;
  while (remaining > 0) {
    const page = await (last ? q.startAfter(last) : q).limit(Math.min(READ_BATCH, remaining)).get();
    for (const doc of page.docs) yield cardOf(doc);
    remaining -= page.size;
    if (page.size < READ_BATCH) return;
    last = page.docs[page.docs.length - 1];
    // startAfter already skips what the offset skipped.
    q = published().orderBy('updatedAt', 'desc');
  }
}

/** Google News sitemaps list the articles published in the last two days (at most 1,000). */
export async function recentlyPublished(since: Date): Promise<FeedArticle[]> {
  const snap = await published()
    .where('publishedAt', '>=', Timestamp.fromDate(since))
    .orderBy('publishedAt', 'desc')
    .limit(1000)
    .get();
  return snap.docs.map(cardOf);
}

export type FeedFilter = { kind: 'all' } | { kind: 'category'; slug: string } | { kind: 'tag'; key: string };

export async function newestForFeed(filter: FeedFilter, count: number): Promise<FeedArticle[]> {
  let q: Query = published();
  if (filter.kind === 'category') q = q.where('category', '==', filter.slug);
  if (filter.kind === 'tag') q = q.where('tagKeys', 'array-contains', filter.key);
  const snap = await q.orderBy('publishedAt', 'desc').limit(count).get();
  return snap.docs.map(cardOf);
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
