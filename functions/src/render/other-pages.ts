// The static pages (/sobre, /privacidade, /termos, /contato) from their shared content, and the
// visitor profile (/visitante/{id}): an author's name, role and published articles.
import type { Firestore } from 'firebase-admin/firestore';
import { STATIC_PAGES, type StaticPagePath } from '@pauta/model/static-pages';
import {
  articleIdPath,
  COLLECTIONS,
  escapeHtml as esc,
  FALLBACK_ROLE,
  initials,
  isRole,
  LIST_PAGE_SIZES,
  ROLE_LABELS,
  visitorPath,
  type ArticleDoc,
} from '@pauta/model';
import { newestFirst, publishedArticleCards } from '../lib/firestore';
import { cardFrom, type PageResult } from './pages';
import { cardGrid } from './markup';
import { toPayloadJson } from './serialize';

export const isStaticPath = (path: string): path is StaticPagePath => Object.hasOwn(STATIC_PAGES, path);

export function staticResult(path: StaticPagePath): PageResult {
  const page = STATIC_PAGES[path];
  return {
    status: 200,
    meta: { title: page.title, description: page.description, canonical: page.path },
    content: `<div class="ssr-wrap ssr-article"><h1>${esc(page.title)}</h1><p class="ssr-excerpt">${esc(page.description)}</p>
<div class="ssr-body">${page.html}</div></div>`,
    payload: {},
    fixed: true,
  };
}

function profileNotFound(): PageResult {
  return {
    status: 404,
    meta: { title: 'Perfil não encontrado.', canonical: '/', noindex: true },
    content: `<div class="ssr-wrap"><h1>Perfil não encontrado.</h1><a href="/">Voltar para a página inicial</a></div>`,
    payload: {},
    fixed: true,
  };
}

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
  const docs = articlesSnap.docs.map((d) => ({ id: d.id, doc: d.data() as ArticleDoc }));
  return {
    status: 200,
    meta: {
      title: name,
      description: `Artigos publicados por ${name} no Pauta.`,
      canonical: visitorPath(id),
      type: 'profile',
    },
    content: `<div class="ssr-wrap"><p aria-hidden="true">${esc(initials(name))}</p><h1>${esc(name)}</h1>
<p class="ssr-meta">${esc(ROLE_LABELS[role])}</p>
<h2>Artigos publicados</h2>${cardGrid(
      docs.map((d) => cardFrom(d.id, d.doc)),
      'Nenhum artigo publicado ainda.',
      true,
      // By id, as the app's visitor page links them (the spec's form; it redirects to the slug).
      (c) => articleIdPath(c.id),
    )}</div>`,
    payload: { profile: { id, name, role }, authorArticles: { id, docs: toPayloadJson(docs) } },
  };
}
