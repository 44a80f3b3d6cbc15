// Reads and writes of the editor screen: load an article with its body, save one (the batch of
// lib/save-plan), check slug ownership, delete one.
import { collection, doc, getCount, getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';
import {
  COLLECTIONS,
  EDITOR_COLLECTIONS,
  MAX_REVISIONS,
  type ArticleContentDoc,
  type ArticleDoc,
  type ArticleFormFields,
} from '@pauta/model';
import {
  planArticleDelete,
  planArticleSave,
  redirectPath,
  revisionsPath,
  slugPath,
  type ExistingArticle,
} from '../lib/save-plan';
import { commitPlan, errorCode } from './commit-plan';

export interface LoadedArticle {
  id: string;
  doc: ArticleDoc;
  content: string;
}

export async function loadArticle(id: string): Promise<LoadedArticle | null> {
  const db = getDb();
  const [meta, body] = await Promise.all([
    getDoc(doc(db, COLLECTIONS.articles, id)),
    getDoc(doc(db, COLLECTIONS.articleContents, id)),
  ]);
  if (!meta.exists()) return null;
  return {
    id,
    doc: meta.data() as ArticleDoc,
    content: body.exists() ? ((body.data() as ArticleContentDoc).content ?? '') : '',
  };
}

export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`O slug "${slug}" já está em uso`);
  }
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

export interface SaveRequest {
  id: string;
  form: ArticleFormFields;
  existing: ExistingArticle | null;
  author: { uid: string; name: string };
}

/** One 'Salvar Artigo'. Throws SlugTakenError when another article holds the slug. */
export async function saveArticle(request: SaveRequest): Promise<void> {
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
    revisionId: doc(collection(getDb(), revisionsPath(id))).id,
    pruneRevisionIds,
    newSlugHasRedirect: Boolean(redirect?.exists()),
  });
  try {
    await commitPlan(writes);
  } catch (error) {
    // Someone claimed the slug between the check and the commit: the rules refuse the whole batch.
    if (slugChanges && errorCode(error) === 'permission-denied') {
      const owner = await slugOwner(form.slug).catch(() => null);
      if (owner && owner !== id) throw new SlugTakenError(form.slug);
    }
    throw error;
  }
}

export async function deleteArticle(id: string, slug: string): Promise<void> {
  const db = getDb();
  const [revisions, redirects] = await Promise.all([
    getDocs(collection(db, revisionsPath(id))),
    getDocs(query(collection(db, EDITOR_COLLECTIONS.slugRedirects), where('articleId', '==', id))),
  ]);
  await commitPlan(
    planArticleDelete({
      id,
      slug,
      revisionIds: revisions.docs.map((d) => d.id),
      redirectSlugs: redirects.docs.map((d) => d.id),
    }),
  );
}
