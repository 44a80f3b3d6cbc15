// corrections/{articleId}_{noteId}: /correcoes' list. The save that publishes a correction lists it
// (firestore.rules checks the copy); afterwards the article trigger keeps the list in step: one
// transaction per article reads the article, its correction notes and its current entries, and
// leaves exactly one entry per correction while the article is published (with its current title
// and slug), none otherwise. Idempotent.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  correctionIdFor,
  NOTES_SUBCOLLECTION,
  type ArticleNoteDoc,
  type CorrectionDoc,
} from '@pauta/model';

/** What an article's corrections say about it; null when it is not published (they leave the list). */
function articleOf(data: DocumentData | undefined): { title: string; slug: string } | null {
  if (data?.status !== 'published') return null;
  return {
    title: typeof data.title === 'string' ? data.title : '',
    slug: typeof data.slug === 'string' ? data.slug : '',
  };
}

export async function syncCorrections(db: Firestore, articleId: string): Promise<number> {
  const articleRef = db.collection(COLLECTIONS.articles).doc(articleId);
  return db.runTransaction(async (tx) => {
    const [article, notes, listed] = await Promise.all([
      tx.get(articleRef),
      tx.get(articleRef.collection(NOTES_SUBCOLLECTION).where('kind', '==', 'correction')),
      tx.get(db.collection(COLLECTIONS.corrections).where('articleId', '==', articleId)),
    ]);
    const shown = articleOf(article.data());
    const keep = new Set<string>();
    if (shown) {
      for (const note of notes.docs) {
        const data = note.data() as ArticleNoteDoc;
        const id = correctionIdFor(articleId, note.id);
        keep.add(id);
        const entry: CorrectionDoc = {
          articleId,
          articleTitle: shown.title,
          articleSlug: shown.slug,
          text: data.text,
          createdAt: data.createdAt,
        };
        tx.set(db.collection(COLLECTIONS.corrections).doc(id), entry);
      }
    }
    for (const entry of listed.docs) if (!keep.has(entry.id)) tx.delete(entry.ref);
    return keep.size;
  });
}

/**
 * Whether an article write can change its corrections' entries: it has notes (before or after) and
 * its publication, title or slug changed, or it was deleted.
 */
export function touchesCorrections(before: DocumentData | undefined, after: DocumentData | undefined): boolean {
  const notes = (data: DocumentData | undefined) => (typeof data?.noteCount === 'number' ? data.noteCount : 0);
  if (notes(before) === 0 && notes(after) === 0) return false;
  if (!before || !after) return true;
  return (['status', 'title', 'slug'] as const).some((key) => before[key] !== after[key]);
}
