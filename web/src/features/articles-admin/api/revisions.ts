// The 'Histórico' panel's read (the newest revisions of one article), and who saved a given version
// (named in the conflict notice).
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Timestamp,
} from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';
import {
  COPY_REVISION_KINDS,
  MAX_REVISIONS,
  type ArticleFormFields,
  type ArticleRevisionDoc,
  type RevisionKind,
} from '@pauta/model';
import { revisionPath, revisionsPath } from './paths';

export interface Revision {
  id: string;
  form: ArticleFormFields;
  savedByName: string;
  savedAt: Date | null;
  kind: RevisionKind;
  /** A review transition's note ('' for none). */
  note: string;
}

const kindOf = (data: Partial<ArticleRevisionDoc>): RevisionKind => data.kind ?? 'save';
/** A revision that wrote its version (a save, a publication, a schedule change), not a kept copy. */
const wroteVersion = (data: Partial<ArticleRevisionDoc>) => !COPY_REVISION_KINDS.includes(kindOf(data) as never);

export async function fetchRevisions(articleId: string): Promise<Revision[]> {
  const snap = await getDocs(
    query(collection(getDb(), revisionsPath(articleId)), orderBy('savedAt', 'desc'), limit(MAX_REVISIONS)),
  );
  return snap.docs.map((d) => {
    const data = d.data() as ArticleRevisionDoc<Timestamp>;
    return {
      id: d.id,
      form: data.form,
      savedByName: data.savedByName,
      savedAt: data.savedAt?.toDate?.() ?? null,
      kind: kindOf(data),
      note: typeof data.note === 'string' ? data.note : '',
    };
  });
}

/**
 * The name of whoever wrote `version` of the article: the revision that wrote it (a save, the
 * publication, a schedule change), else (older revisions carry no version) the newest such.
 * Null when the history does not say.
 */
export async function whoSaved(articleId: string, version: number): Promise<string | null> {
  const revisions = collection(getDb(), revisionsPath(articleId));
  const exact = await getDocs(query(revisions, where('version', '==', version), limit(5)));
  const save = exact.docs.map((d) => d.data() as ArticleRevisionDoc).find(wroteVersion);
  if (save) return save.savedByName || null;
  const newest = await getDocs(query(revisions, orderBy('savedAt', 'desc'), limit(5)));
  const latest = newest.docs.map((d) => d.data() as ArticleRevisionDoc).find(wroteVersion);
  return latest?.savedByName || null;
}

/** The form a revision recorded (the text a review transition was made on), or null. */
export async function fetchRevisionForm(articleId: string, revisionId: string): Promise<ArticleFormFields | null> {
  const snap = await getDoc(doc(getDb(), revisionPath(articleId, revisionId)));
  return snap.exists() ? ((snap.data() as ArticleRevisionDoc).form ?? null) : null;
}
