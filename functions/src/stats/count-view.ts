// Counts one view: increments the site's and the article's day documents (views by hour, source,
// device; uniques) and moves the visitor to the minute of this view in the live buckets, all in one
// transaction with the visitor's marker (read to know whether this is their first view of the day,
// of this article, or within the live window). Each counter document is one of `shards` shards,
// picked at random, so no single document takes every write.
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  addDays,
  epochMinute,
  LIVE_WINDOW_MINUTES,
  STATS_COLLECTIONS,
  STATS_LIMITS,
  statsArticleId,
  statsDay,
  statsHour,
  statsHourStart,
  statsLiveId,
  statsSiteId,
  type DeviceClass,
  type TrafficSource,
} from '@pauta/model';

export interface ViewEvent {
  /** When the view happened (ms). */
  at: number;
  /** A published article the page shows, if any. */
  articleId?: string;
  source: TrafficSource;
  device: DeviceClass;
  /** The visitor hash; absent when the browser asks not to be tracked (DNT / Sec-GPC). */
  visitor?: string;
}

export interface Counted {
  unique: boolean;
  articleUnique: boolean;
}

interface VisitorMarker {
  day: string;
  lastMinute: number;
  articles: string[];
  expireAt: Timestamp;
}

const inc = (n = 1) => FieldValue.increment(n);

function counters(event: ViewEvent, unique: boolean) {
  const day = statsDay(event.at);
  return {
    day,
    views: inc(),
    hours: { [statsHour(event.at)]: inc() },
    sources: { [event.source]: inc() },
    ...(unique ? { uniques: inc() } : {}),
  };
}

/** Writes the counters; `write` is a transaction's or a batch's set. */
function writeCounters(
  db: Firestore,
  set: (ref: FirebaseFirestore.DocumentReference, data: object) => void,
  event: ViewEvent,
  unique: boolean,
  articleUnique: boolean,
  shard: () => number,
) {
  const base = counters(event, unique);
  const site = {
    ...base,
    devices: { [event.device]: inc() },
    ...(unique ? { visitorSources: { [event.source]: inc() }, visitorDevices: { [event.device]: inc() } } : {}),
  };
  set(db.collection(STATS_COLLECTIONS.site).doc(statsSiteId(base.day, shard())), site);
  if (event.articleId) {
    const article = { ...counters(event, articleUnique), articleId: event.articleId };
    set(db.collection(STATS_COLLECTIONS.articles).doc(statsArticleId(base.day, event.articleId, shard())), article);
  }
}

/**
 * Live buckets: the visitor leaves the minute of their previous view (if still in the window) for
 * this one. Both changes to one hour's document go in one write (one shard), never two.
 */
function moveLiveReader(db: Firestore, tx: Transaction, from: number | undefined, to: number, shard: () => number) {
  if (from !== undefined && from >= to) return; // already counted at this minute (or a later one)
  const byHour = new Map<number, Record<string, FieldValue>>();
  const change = (minute: number, by: number) => {
    const hour = Math.floor(minute / 60);
    const minutes = byHour.get(hour) ?? {};
    minutes[String(minute % 60).padStart(2, '0')] = inc(by);
    byHour.set(hour, minutes);
  };
  if (from !== undefined && from > to - LIVE_WINDOW_MINUTES) change(from, -1);
  change(to, 1);
  for (const [hour, minutes] of byHour)
    tx.set(db.collection(STATS_COLLECTIONS.live).doc(statsLiveId(hour, shard())), { hour, minutes }, { merge: true });
}

export async function countView(
  db: Firestore,
  event: ViewEvent,
  shards: number,
  random: () => number = Math.random,
): Promise<Counted> {
  const shard = () => Math.floor(random() * shards);
  if (!event.visitor) {
    // Do Not Track / Global Privacy Control: the view counts, the person is not recognised.
    const batch = db.batch();
    writeCounters(db, (ref, data) => batch.set(ref, data, { merge: true }), event, false, false, shard);
    await batch.commit();
    return { unique: false, articleUnique: false };
  }
  const visitor = event.visitor;
  return db.runTransaction(async (tx) => {
    const markerRef = db.collection(STATS_COLLECTIONS.visitors).doc(visitor);
    const day = statsDay(event.at);
    const snap = await tx.get(markerRef);
    const stored = snap.data() as VisitorMarker | undefined;
    const marker = stored?.day === day ? stored : undefined;
    const unique = !marker;
    const seen = marker?.articles ?? [];
    const articleUnique =
      !!event.articleId && !seen.includes(event.articleId) && seen.length < STATS_LIMITS.articlesPerVisitor;
    const minute = epochMinute(event.at);
    writeCounters(db, (ref, data) => tx.set(ref, data, { merge: true }), event, unique, articleUnique, shard);
    moveLiveReader(db, tx, marker?.lastMinute, minute, shard);
    const next: VisitorMarker = {
      day,
      lastMinute: Math.max(minute, marker?.lastMinute ?? 0),
      articles: articleUnique ? [...seen, event.articleId!] : seen,
      // Deleted by the TTL policy on expireAt (and the purge) once the day is over.
      expireAt: Timestamp.fromMillis(statsHourStart(addDays(day, 1))),
    };
    tx.set(markerRef, next);
    return { unique, articleUnique };
  });
}
