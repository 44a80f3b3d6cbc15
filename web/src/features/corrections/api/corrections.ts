// /correcoes' read: corrections, newest first, a page at a time (createdAt desc, then the id, so the
// cursor is exact when two share a time). One document read per correction shown.
import { COLLECTIONS, CORRECTIONS_PAGE_SIZE, type CorrectionDoc } from '@pauta/model';
import { loadFirestore } from '../../../lib/firestore';
import { cursorValues, type PageCursor } from '../../../lib/cursor';
import { correctionsPageFrom, type CorrectionsPage } from '../lib/correction-view';

export async function fetchCorrectionsPage(cursor: PageCursor | null): Promise<CorrectionsPage> {
  const { fs, db } = await loadFirestore();
  const snap = await fs.getDocs(
    fs.query(
      fs.collection(db, COLLECTIONS.corrections),
      fs.orderBy('createdAt', 'desc'),
      fs.orderBy(fs.documentId(), 'desc'),
      ...(cursor ? [fs.startAfter(...cursorValues(cursor, fs))] : []),
      fs.limit(CORRECTIONS_PAGE_SIZE),
    ),
  );
  return correctionsPageFrom(snap.docs.map((d) => ({ id: d.id, doc: d.data() as Partial<CorrectionDoc> })));
}
