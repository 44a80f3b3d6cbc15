// The pauta an article was made from (generatedPosts where articleId == id), for the editor's link
// back to Posts Gerados. Pautas are staff-only: only editors and admins ask.
import { collection, getDocs, limit, query, where } from 'firebase/firestore/lite';
import { COLLECTIONS, type GeneratedPostDoc } from '@pauta/model';
import { getDb } from '../../../lib/firebase';

export interface ArticleOrigin {
  id: string;
  headline: string;
  publisher: string;
  sourceUrl: string;
}

export async function fetchArticleOrigin(articleId: string): Promise<ArticleOrigin | null> {
  const snap = await getDocs(
    query(collection(getDb(), COLLECTIONS.generatedPosts), where('articleId', '==', articleId), limit(1)),
  );
  const found = snap.docs[0];
  if (!found) return null;
  const data = found.data() as Partial<GeneratedPostDoc>;
  return {
    id: found.id,
    headline: data.headline ?? '',
    publisher: data.publisher ?? '',
    sourceUrl: data.sourceUrl ?? '',
  };
}
