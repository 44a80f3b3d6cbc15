// Deletes visitor markers and salts whose day is over. Production also sets a TTL policy on
// `expireAt` for both collections; this purge, run by an instance at most once every 10 minutes
// and at most PAGE × PAGES documents a run, keeps that promise where no TTL runs (the emulators).
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { STATS_COLLECTIONS } from '@pauta/model';

const PAGE = 400;
const PAGES = 5;
const EVERY_MS = 10 * 60_000;
let lastRun = 0;

export async function purgeExpired(db: Firestore, now = Date.now()): Promise<number> {
  let deleted = 0;
  for (const name of [STATS_COLLECTIONS.visitors, STATS_COLLECTIONS.salts]) {
    for (let page = 0; page < PAGES; page++) {
      const expired = await db.collection(name).where('expireAt', '<=', Timestamp.fromMillis(now)).limit(PAGE).get();
      if (expired.empty) break;
      const batch = db.batch();
      for (const doc of expired.docs) batch.delete(doc.ref);
      await batch.commit();
      deleted += expired.size;
      if (expired.size < PAGE) break;
    }
  }
  return deleted;
}

/** Runs the purge when this instance has not in the last 10 minutes; never throws. */
export async function purgeExpiredNowAndThen(db: Firestore, now = Date.now()): Promise<void> {
  if (now - lastRun < EVERY_MS) return;
  lastRun = now;
  await purgeExpired(db, now).catch((error) => console.error('stats purge failed', error));
}
