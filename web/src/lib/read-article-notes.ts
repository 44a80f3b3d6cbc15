// An article's notes, newest first (one read per note; readers only for a published article).
import { COLLECTIONS, NOTES_SUBCOLLECTION, type ArticleNoteDoc } from '@pauta/model';
import { loadFirestore } from './firestore';
import { sortedNotes, toArticleNote, type ArticleNote } from './article-notes';

export async function fetchArticleNotes(articleId: string): Promise<ArticleNote[]> {
  const { fs, db } = await loadFirestore();
  const snap = await fs.getDocs(
    fs.query(fs.collection(db, COLLECTIONS.articles, articleId, NOTES_SUBCOLLECTION), fs.orderBy('createdAt', 'desc')),
  );
  return sortedNotes(snap.docs.map((d) => toArticleNote(d.id, d.data() as Partial<ArticleNoteDoc>)));
}
