// The article_images records of a Storage object (matched by storagePath) and the two outcomes
// generateThumbnail writes on them.
import { FieldValue, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, type ArticleImageDoc } from '../model';

export type ThumbnailOutcome = Pick<ArticleImageDoc, 'thumbnailPath' | 'thumbnailUrl' | 'width' | 'height' | 'format'>;

export interface RecordLookup {
  /** Pauses between look-ups when no record exists yet (the uploader creates it after the upload). */
  retryDelaysMs: readonly number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function findImageRecords(
  db: Firestore,
  storagePath: string,
  { retryDelaysMs }: RecordLookup,
): Promise<QueryDocumentSnapshot[]> {
  const query = db.collection(COLLECTIONS.articleImages).where('storagePath', '==', storagePath);
  for (let attempt = 0; ; attempt += 1) {
    const snapshot = await query.get();
    if (!snapshot.empty || attempt >= retryDelaysMs.length) return snapshot.docs;
    await sleep(retryDelaysMs[attempt]);
  }
}

/** Updates every record; a record deleted meanwhile is skipped. Returns how many were updated. */
async function updateAll(records: QueryDocumentSnapshot[], fields: Record<string, unknown>): Promise<number> {
  const results = await Promise.allSettled(
    records.map((record) => record.ref.update({ ...fields, updatedAt: FieldValue.serverTimestamp() })),
  );
  const failure = results.find(
    (result): result is PromiseRejectedResult =>
      result.status === 'rejected' && (result.reason as { code?: number }).code !== NOT_FOUND,
  );
  if (failure) throw failure.reason;
  return results.filter((result) => result.status === 'fulfilled').length;
}

const NOT_FOUND = 5; // gRPC status of an update on a document that no longer exists

export function markCompleted(records: QueryDocumentSnapshot[], outcome: ThumbnailOutcome): Promise<number> {
  return updateAll(records, { ...outcome, processingStatus: 'completed' });
}

export function markFailed(records: QueryDocumentSnapshot[]): Promise<number> {
  return updateAll(records, { processingStatus: 'failed' });
}
