// The server autosave: articleDrafts/{articleId}/people/{uid}, one per article and person (readable
// by its owner and admins), so two people autosaving one article never overwrite each other. The
// public article is untouched until 'Salvar Artigo'; a successful save deletes the saver's draft in
// its batch.
import { doc, getDoc, serverTimestamp, setDoc, type Timestamp } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';
import type { ArticleDraftDoc, ArticleFormFields } from '@pauta/model';
import { draftPath } from './paths';
import { withAuthRetry } from './commit-plan';

export interface LoadedDraft {
  form: ArticleFormFields;
  /** The article version the draft's text was based on. */
  baseVersion: number;
  updatedAt: Date | null;
}

/** This person's draft of the article, if any. */
export async function loadDraft(articleId: string, uid: string): Promise<LoadedDraft | null> {
  const snap = await getDoc(doc(getDb(), draftPath(articleId, uid)));
  if (!snap.exists()) return null;
  const data = snap.data() as ArticleDraftDoc<Timestamp>;
  return {
    form: data.form,
    baseVersion: typeof data.baseVersion === 'number' ? data.baseVersion : 0,
    updatedAt: data.updatedAt?.toDate?.() ?? null,
  };
}

/** Writes this person's draft of the article. */
export async function saveDraft(articleId: string, uid: string, form: ArticleFormFields, baseVersion: number) {
  await withAuthRetry(() =>
    setDoc(doc(getDb(), draftPath(articleId, uid)), { form, baseVersion, updatedAt: serverTimestamp() }),
  );
}
