// One-off migration of the image library to image metadata (docs/data-model.md "Image metadata"):
// every article_images record stored before 'Texto alternativo', 'Imagem decorativa', 'Legenda' and
// 'Crédito' existed gets them, empty: the library then flags it 'Sem texto alternativo' until someone
// describes it, and the editor refuses to save an article that uses it undescribed. Run by `npm run
// migrate-images` after the versions' migration; running it again changes nothing.
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, emptyImageMetadata, IMAGE_METADATA_FIELDS, isDescribed } from '@pauta/model';

export interface MetadataMigrationReport {
  /** Records that got the empty metadata keys. */
  migrated: number;
  /** Records (migrated or not) still without a text alternative. */
  undescribed: number;
}

const BATCH = 400;

export async function migrateImageMetadata(db: Firestore): Promise<MetadataMigrationReport> {
  const snap = await db.collection(COLLECTIONS.articleImages).get();
  let migrated = 0;
  let undescribed = 0;
  let batch = db.batch();
  let pending = 0;
  for (const doc of snap.docs) {
    const data = doc.data();
    if (!isDescribed(data)) undescribed += 1;
    const missing = IMAGE_METADATA_FIELDS.filter((key) => !(key in data));
    if (!missing.length) continue;
    const empty = emptyImageMetadata();
    batch.update(doc.ref, Object.fromEntries(missing.map((key) => [key, empty[key]])));
    migrated += 1;
    pending += 1;
    if (pending === BATCH) {
      await batch.commit();
      batch = db.batch();
      pending = 0;
    }
  }
  if (pending) await batch.commit();
  return { migrated, undescribed };
}
