// Reads and writes of the editor screen: load an article with its body, save one (the batch of
// ./save-plan, committed as a versioned write by ./article-writes), keep a copy of text that could not
// be saved, check slug ownership, delete one.
import {
  collection,
  doc,
  getCount,
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
  articleFormOf,
  COLLECTIONS,
  COPY_REVISION_KINDS,
  EDITOR_COLLECTIONS,
  MAX_REVISIONS,
  type ArticleContentDoc,
  type ArticleDoc,
  type ArticleFormFields,
} from '@pauta/model';
import {
  planArticleDelete,
  planArticleSave,
  planRevisionCopy,
  planScheduleChange,
  savedVersion,
  type ExistingArticle,
  type ReviewTransition,
  type SavePlanInput,
} from './save-plan';
import {
  articlePath,
  contentPath,
  generatedPostPath,
  redirectPath,
  revisionPath,
  revisionsPath,
  slugPath,
} from './paths';
import { commitPlan, requireUser } from './commit-plan';
import { errorCode } from '../../../lib/service-error';
import { commitArticleVersion, documentExists } from './article-writes';

export interface LoadedArticle {
  id: string;
  doc: ArticleDoc<Timestamp>;
  content: string;
}

export async function loadArticle(id: string): Promise<LoadedArticle | null> {
  const db = getDb();
  const [meta, body] = await Promise.all([getDoc(doc(db, articlePath(id))), getDoc(doc(db, contentPath(id)))]);
  if (!meta.exists()) return null;
  return {
    id,
    doc: meta.data() as ArticleDoc<Timestamp>,
    content: body.exists() ? ((body.data() as ArticleContentDoc).content ?? '') : '',
  };
}

/** A fresh id for a new article (generated locally, nothing is written). */
export const newArticleId = () => doc(collection(getDb(), COLLECTIONS.articles)).id;

export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`O slug "${slug}" já está em uso`);
  }
}

/** The pauta this new article was made from became another article meanwhile (someone was faster). */
export class PautaTakenError extends Error {
  constructor() {
    super('Esta pauta já virou outro artigo enquanto você escrevia.');
  }
}

/** Whether the pauta is linked to an article other than `articleId`. */
async function pautaTakenBy(pautaId: string, articleId: string): Promise<boolean> {
  const snap = await getDoc(doc(getDb(), generatedPostPath(pautaId)));
  const linked = snap.get('articleId');
  return typeof linked === 'string' && linked !== articleId;
}

/** The article holding this slug, if another one does. */
async function slugOwner(slug: string): Promise<string | null> {
  const snap = await getDoc(doc(getDb(), slugPath(slug)));
  return snap.exists() ? ((snap.data() as { articleId?: string }).articleId ?? null) : null;
}

async function oldestRevisionsBeyondLimit(id: string): Promise<string[]> {
  const revisions = collection(getDb(), revisionsPath(id));
  const count = (await getCount(revisions)).data().count;
  const extra = count - (MAX_REVISIONS - 1);
  if (extra <= 0) return [];
  const oldest = await getDocs(query(revisions, orderBy('savedAt', 'asc'), limit(extra)));
  return oldest.docs.map((d) => d.id);
}

/** A fresh id for a revision (one per save attempt, kept when the attempt is retried). */
export const newRevisionId = (articleId: string) => doc(collection(getDb(), revisionsPath(articleId))).id;

export interface SaveRequest {
  id: string;
  form: ArticleFormFields;
  existing: ExistingArticle | null;
  author: { uid: string; name: string };
  /** The revision this save records (from newRevisionId); the same id when an attempt is retried. */
  revisionId: string;
  /** A review transition saved with the text. */
  review?: ReviewTransition;
  /** The pauta a new article is made from. */
  generatedPostId?: string;
  /** A published article's note, and whether the save changes the story ('Atualizado em'). */
  note?: SavePlanInput['note'];
  materialChange?: boolean;
}

/**
 * One 'Salvar Artigo'; resolves with the version it wrote. Throws VersionConflictError when a
 * colleague saved first, SlugTakenError when another article holds the slug, PautaTakenError
 * when the pauta it is made from became another article and NotSignedInError without a session.
 */
export async function saveArticle(request: SaveRequest): Promise<number> {
  await requireUser();
  const { id, form, existing } = request;
  const slugChanges = !existing || existing.slug !== form.slug;
  if (slugChanges) {
    const owner = await slugOwner(form.slug);
    if (owner && owner !== id) throw new SlugTakenError(form.slug);
  }
  const [pruneRevisionIds, redirect] = await Promise.all([
    existing ? oldestRevisionsBeyondLimit(id) : Promise.resolve([]),
    slugChanges ? getDoc(doc(getDb(), redirectPath(form.slug))) : Promise.resolve(null),
  ]);
  const writes = planArticleSave({
    ...request,
    pruneRevisionIds,
    newSlugHasRedirect: Boolean(redirect?.exists()),
  });
  const marker = revisionPath(id, request.revisionId);
  try {
    await commitArticleVersion(id, existing?.baseVersion ?? 0, writes, marker);
    return savedVersion(existing);
  } catch (error) {
    // Someone claimed the slug, or made the pauta into an article, between the check and the
    // commit: the rules refuse the whole batch.
    if (errorCode(error) === 'permission-denied') {
      if (slugChanges) {
        const owner = await slugOwner(form.slug).catch(() => null);
        if (owner && owner !== id) throw new SlugTakenError(form.slug);
      }
      if (request.generatedPostId && (await pautaTakenBy(request.generatedPostId, id).catch(() => false)))
        throw new PautaTakenError();
    }
    throw error;
  }
}

/** Whether the save that records revision `revisionId` landed (its reply may have been lost). */
export const saveLanded = (articleId: string, revisionId: string) =>
  documentExists(revisionPath(articleId, revisionId));

/** Keeps text the editor could not save as a revision ('conflict' or 'takeover'), pruned to 25. */
export async function saveRevisionCopy(input: {
  id: string;
  form: ArticleFormFields;
  author: { uid: string; name: string };
  baseVersion: number;
  kind: (typeof COPY_REVISION_KINDS)[number];
}): Promise<void> {
  const pruneRevisionIds = await oldestRevisionsBeyondLimit(input.id);
  await commitPlan(planRevisionCopy({ ...input, revisionId: newRevisionId(input.id), pruneRevisionIds }));
}

/**
 * 'Reagendar' (`at`: the new time, ms) or 'Cancelar agendamento' (`at` null) of an article the screen
 * read at `baseVersion`; resolves with the version written. VersionConflictError when it changed since
 * (a colleague's save, or its publication).
 */
export async function changeSchedule(input: {
  id: string;
  baseVersion: number;
  at: number | null;
  author: { uid: string; name: string };
}): Promise<number> {
  const stored = await loadArticle(input.id);
  if (!stored) throw new Error('Artigo não encontrado');
  const revisionId = newRevisionId(input.id);
  const writes = planScheduleChange({
    ...input,
    form: articleFormOf(stored.doc, stored.content),
    revisionId,
    pruneRevisionIds: await oldestRevisionsBeyondLimit(input.id),
  });
  await commitArticleVersion(input.id, input.baseVersion, writes, revisionPath(input.id, revisionId));
  return input.baseVersion + 1;
}

/** Deletes the article with its revisions and redirects in one batch; NotSignedInError without a session. */
export async function deleteArticle(id: string, slug: string, uid: string): Promise<void> {
  await requireUser();
  const db = getDb();
  const [revisions, redirects] = await Promise.all([
    getDocs(collection(db, revisionsPath(id))),
    getDocs(query(collection(db, EDITOR_COLLECTIONS.slugRedirects), where('articleId', '==', id))),
  ]);
  await commitPlan(
    planArticleDelete({
      id,
      slug,
      uid,
      revisionIds: revisions.docs.map((d) => d.id),
      redirectSlugs: redirects.docs.map((d) => d.id),
    }),
  );
}
