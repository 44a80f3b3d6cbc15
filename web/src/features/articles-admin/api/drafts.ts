// The server autosave: articleDrafts/{id} (staff only). The public article is untouched until
// 'Salvar Artigo'; a successful save deletes the draft in its batch.
import { doc, getDoc, serverTimestamp, setDoc, type Timestamp } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';
import type { ArticleDraftDoc, ArticleFormFields } from '@pauta/model';
import { draftPath } from '../lib/save-plan';
import { withAuthRetry } from './commit-plan';

export interface LoadedDraft {
  form: ArticleFormFields;
  authorId: string;
  updatedAt: Date | null;
}

export async function loadDraft(id: string): Promise<LoadedDraft | null> {
  const snap = await getDoc(doc(getDb(), draftPath(id)));
  if (!snap.exists()) return null;
  const data = snap.data() as ArticleDraftDoc;
  return {
    form: data.form,
    authorId: data.authorId,
    updatedAt: (data.updatedAt as Timestamp | null)?.toDate?.() ?? null,
  };
}

/** Writes the draft; `authorId` is whoever started it (kept by the rules on update). */
export async function saveDraft(id: string, form: ArticleFormFields, uid: string, startedBy: string | null) {
  await withAuthRetry(() =>
    setDoc(doc(getDb(), draftPath(id)), {
      form,
      authorId: startedBy ?? uid,
      updatedBy: uid,
      updatedAt: serverTimestamp(),
    }),
  );
}
