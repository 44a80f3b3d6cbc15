// The 'Histórico' panel's read: the newest revisions of one article.
import { collection, getDocs, limit, orderBy, query, type Timestamp } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';
import { MAX_REVISIONS, type ArticleFormFields, type ArticleRevisionDoc } from '@pauta/model';
import { revisionsPath } from '../lib/save-plan';

export interface Revision {
  id: string;
  form: ArticleFormFields;
  savedByName: string;
  savedAt: Date | null;
}

export async function fetchRevisions(articleId: string): Promise<Revision[]> {
  const snap = await getDocs(
    query(collection(getDb(), revisionsPath(articleId)), orderBy('savedAt', 'desc'), limit(MAX_REVISIONS)),
  );
  return snap.docs.map((d) => {
    const data = d.data() as ArticleRevisionDoc;
    return {
      id: d.id,
      form: data.form,
      savedByName: data.savedByName,
      savedAt: (data.savedAt as Timestamp | null)?.toDate?.() ?? null,
    };
  });
}
