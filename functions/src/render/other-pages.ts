// The static pages (/sobre, /privacidade, /termos, /contato: their text is in the bundle) and the
// visitor profile (/visitante/{id}: an author's name, role and published articles).
import type { Firestore } from 'firebase-admin/firestore';
import { STATIC_PAGES, type StaticPagePath } from '@pauta/model/static-pages';
import { COLLECTIONS, FALLBACK_ROLE, isRole, LIST_PAGE_SIZES, type ArticleDoc } from '@pauta/model';
import { newestFirst, publishedArticleCards } from '../lib/firestore';
import { notFound, type PageResult } from './pages';
import { toPayloadJson } from './serialize';

export const isStaticPath = (path: string): path is StaticPagePath => Object.hasOwn(STATIC_PAGES, path);

export const staticResult = (): PageResult => ({ status: 200, payload: {}, fixed: true });

const profileNotFound = (): PageResult => ({ ...notFound('profile'), fixed: true });

export async function visitorResult(db: Firestore, id: string): Promise<PageResult> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) return profileNotFound();
  const [profileSnap, articlesSnap] = await Promise.all([
    db.collection(COLLECTIONS.publicProfiles).doc(id).get(),
    newestFirst(publishedArticleCards(db).where('authorId', '==', id), LIST_PAGE_SIZES.author).get(),
  ]);
  if (!profileSnap.exists) return profileNotFound();
  const rawName = profileSnap.get('name');
  const name = (typeof rawName === 'string' && rawName.trim()) || 'Usuário';
  const rawRole: unknown = profileSnap.get('role');
  const role = isRole(rawRole) ? rawRole : FALLBACK_ROLE;
  const docs = articlesSnap.docs.map((d) => ({ id: d.id, doc: toPayloadJson(d.data() as ArticleDoc) }));
  return { status: 200, payload: { profile: { id, name, role }, authorArticles: { id, docs } } };
}
