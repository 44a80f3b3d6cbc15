// The static pages (/sobre, /privacidade, /termos, /contato) from their shared content, and the
// visitor profile (/visitante/{id}): an author's name, role and published articles.
import type { Firestore } from 'firebase-admin/firestore';
import { STATIC_PAGES, type StaticPagePath } from '@pauta/model/static-pages';
import { COLLECTIONS, isRole, ROLE_LABELS } from '../model';
import { escapeHtml as esc } from './escape';
import { cardFrom, type PageResult } from './pages';
import { cardGrid } from './markup';
import { toPayloadJson } from './serialize';
import { initials } from './site';

/** The app's page size for an author's articles (web/src/features/profiles/api/visitor.ts). */
export const AUTHOR_ARTICLES_LIMIT = 12;

export const isStaticPath = (path: string): path is StaticPagePath => Object.hasOwn(STATIC_PAGES, path);

export function staticResult(path: StaticPagePath): PageResult {
  const page = STATIC_PAGES[path];
  return {
    status: 200,
    meta: { title: page.title, description: page.description, canonical: page.path },
    content: `<div class="ssr-wrap ssr-article"><h1>${esc(page.title)}</h1><p class="ssr-excerpt">${esc(page.description)}</p>
<div class="ssr-body">${page.html}</div></div>`,
    payload: {},
  };
}

function profileNotFound(): PageResult {
  return {
    status: 404,
    meta: { title: 'Perfil não encontrado.', canonical: '/', noindex: true },
    content: `<div class="ssr-wrap"><h1>Perfil não encontrado.</h1><a href="/">Voltar para a página inicial</a></div>`,
    payload: {},
  };
}

export async function visitorResult(db: Firestore, id: string): Promise<PageResult> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) return profileNotFound();
  const [profileSnap, articlesSnap] = await Promise.all([
    db.collection(COLLECTIONS.publicProfiles).doc(id).get(),
    db
      .collection(COLLECTIONS.articles)
      .where('status', '==', 'published')
      .where('authorId', '==', id)
      .orderBy('publishedAt', 'desc')
      .orderBy('__name__', 'desc')
      .limit(AUTHOR_ARTICLES_LIMIT)
      .get(),
  ]);
  if (!profileSnap.exists) return profileNotFound();
  const rawName = profileSnap.get('name');
  const name = (typeof rawName === 'string' && rawName.trim()) || 'Usuário';
  const rawRole: unknown = profileSnap.get('role');
  const role = isRole(rawRole) ? rawRole : 'user';
  const docs = articlesSnap.docs.map((d) => ({ id: d.id, doc: d.data() }));
  return {
    status: 200,
    meta: {
      title: name,
      description: `Artigos publicados por ${name} no Pauta.`,
      canonical: `/visitante/${id}`,
      type: 'profile',
    },
    content: `<div class="ssr-wrap"><p aria-hidden="true">${esc(initials(name))}</p><h1>${esc(name)}</h1>
<p class="ssr-meta">${esc(ROLE_LABELS[role])}</p>
<h2>Artigos publicados</h2>${cardGrid(
      docs.map((d) => cardFrom(d.id, d.doc)),
      'Nenhum artigo publicado ainda.',
      true,
      // By id, as the app's visitor page links them (the spec's form; it redirects to the slug).
      (c) => `/artigo/${c.id}`,
    )}</div>`,
    payload: { profile: { id, name, role }, authorArticles: { id, docs: toPayloadJson(docs) } },
  };
}
