// /correcoes: the first page of corrections (corrections/*, newest first), rendered by the reader's
// CorrectionsPage (web/src/features/corrections). Cached for at most CORRECTIONS_CACHE, so a
// correction shows within a minute of its save (the function that lists it runs within seconds).
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, CORRECTIONS_PAGE_SIZE, type CorrectionDoc } from '@pauta/model';
import type { CachePolicy } from './cache-control';
import type { PageResult } from './pages';
import { toPayloadJson } from './serialize';

/** Browsers and the CDN keep /correcoes 30 s, never stale: within a minute of a save, whatever the path. */
export const CORRECTIONS_CACHE: CachePolicy = { browserSeconds: 30, cdnSeconds: 30 };

export async function correctionsResult(db: Firestore): Promise<PageResult> {
  const snap = await db
    .collection(COLLECTIONS.corrections)
    .orderBy('createdAt', 'desc')
    .orderBy('__name__', 'desc')
    .limit(CORRECTIONS_PAGE_SIZE)
    .get();
  const docs = snap.docs.map((d) => ({ id: d.id, doc: d.data() as CorrectionDoc }));
  return { status: 200, payload: { corrections: { docs: toPayloadJson(docs) } }, cache: CORRECTIONS_CACHE };
}
