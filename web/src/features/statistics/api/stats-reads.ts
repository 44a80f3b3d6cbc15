// The statistics screens' reads (staff only, by the rules): day documents of the site and of the
// articles for a range of days (every shard that exists), the live buckets of the last hour or
// two, article titles, and registered readers' sign-ups per day (count aggregations).
import {
  collection,
  documentId,
  getCount,
  getDocs,
  query,
  Timestamp,
  where,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import {
  addDays,
  COLLECTIONS,
  epochHour,
  LIVE_WINDOW_MINUTES,
  STATS_COLLECTIONS,
  statsHourStart,
  type ArticleDoc,
  type StatsArticleDoc,
  type StatsLiveDoc,
  type StatsSiteDoc,
} from '@pauta/model';
import { getDb } from '../../../lib/firebase';

async function docsOf<T>(name: string, ...constraints: QueryConstraint[]): Promise<T[]> {
  const snap = await getDocs(query(collection(getDb(), name), ...constraints));
  return snap.docs.map((d) => d.data() as T);
}

const dayRange = (from: string, to: string) => [where('day', '>=', from), where('day', '<=', to)];

export const fetchSiteDays = (from: string, to: string) =>
  docsOf<StatsSiteDoc>(STATS_COLLECTIONS.site, ...dayRange(from, to));

export const fetchArticleDays = (from: string, to: string) =>
  docsOf<StatsArticleDoc>(STATS_COLLECTIONS.articles, ...dayRange(from, to));

export const fetchOneArticleDays = (articleId: string, from: string, to: string) =>
  docsOf<StatsArticleDoc>(STATS_COLLECTIONS.articles, where('articleId', '==', articleId), ...dayRange(from, to));

/** The live buckets that can hold a minute of the window ending now. */
export const fetchLiveBuckets = (now: number) =>
  docsOf<StatsLiveDoc>(STATS_COLLECTIONS.live, where('hour', '>=', epochHour(now - LIVE_WINDOW_MINUTES * 60_000)));

export interface ArticleInfo {
  id: string;
  title: string;
  slug: string;
  publishedAt: number | null;
}

/** Titles and publication times of these articles (30 ids per query, Firestore's `in` limit). */
export async function fetchArticleInfo(ids: string[]): Promise<Map<string, ArticleInfo>> {
  const found = new Map<string, ArticleInfo>();
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += 30) chunks.push(ids.slice(i, i + 30));
  const snaps = await Promise.all(
    chunks.map((chunk) => getDocs(query(collection(getDb(), COLLECTIONS.articles), where(documentId(), 'in', chunk)))),
  );
  for (const snap of snaps)
    for (const d of snap.docs) {
      const data = d.data() as Partial<ArticleDoc<Timestamp>>;
      found.set(d.id, {
        id: d.id,
        title: data.title ?? '',
        slug: data.slug ?? '',
        publishedAt: data.publishedAt?.toMillis?.() ?? null,
      });
    }
  return found;
}

/** Profiles created on each of these days (São Paulo days), one count aggregation per day. */
export async function fetchSignupsPerDay(days: string[]): Promise<{ day: string; signups: number }[]> {
  const profiles = collection(getDb(), COLLECTIONS.profiles);
  return Promise.all(
    days.map(async (day) => {
      const start = Timestamp.fromMillis(statsHourStart(day));
      const end = Timestamp.fromMillis(statsHourStart(addDays(day, 1)));
      const snap = await getCount(query(profiles, where('createdAt', '>=', start), where('createdAt', '<', end)));
      return { day, signups: snap.data().count };
    }),
  );
}
