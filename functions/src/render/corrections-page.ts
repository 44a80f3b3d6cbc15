// /correcoes rendered: the first page of corrections (corrections/*, newest first) with the app's
// 'Carregar mais correções'. Cached for at most CORRECTIONS_CACHE, so a correction shows within a
// minute of its save (the function that lists it runs within seconds).
import type { Firestore } from 'firebase-admin/firestore';
import {
  articlePath,
  COLLECTIONS,
  CORRECTIONS_PAGE_SIZE,
  CORRECTIONS_PATH,
  escapeHtml as esc,
  noteHeading,
  type CorrectionDoc,
} from '@pauta/model';
import { asDate } from '../lib/firestore';
import type { CachePolicy } from './cache-control';
import type { PageResult } from './pages';
import { toPayloadJson } from './serialize';

/** Browsers and the CDN keep /correcoes 30 s, never stale: within a minute of a save, whatever the path. */
export const CORRECTIONS_CACHE: CachePolicy = { browserSeconds: 30, cdnSeconds: 30 };

const TITLE = 'Correções';
const DESCRIPTION = 'Todas as correções publicadas no Pauta, das mais recentes às mais antigas.';

function item(doc: CorrectionDoc): string {
  const at = asDate(doc.createdAt);
  if (!at) return '';
  const href = articlePath({ id: doc.articleId, slug: doc.articleSlug });
  return `<li><p><strong><time datetime="${at.toISOString()}">${esc(noteHeading('correction', at.getTime()))}</time></strong> ${esc(doc.text)}</p>
<p class="ssr-meta">Em: <a href="${esc(href)}">${esc(doc.articleTitle)}</a></p></li>`;
}

export async function correctionsResult(db: Firestore): Promise<PageResult> {
  const snap = await db
    .collection(COLLECTIONS.corrections)
    .orderBy('createdAt', 'desc')
    .orderBy('__name__', 'desc')
    .limit(CORRECTIONS_PAGE_SIZE)
    .get();
  const docs = snap.docs.map((d) => ({ id: d.id, doc: d.data() as CorrectionDoc }));
  const list = docs.length
    ? `<ol class="ssr-corrections">${docs.map((d) => item(d.doc)).join('')}</ol>`
    : '<p>Nenhuma correção publicada.</p>';
  const more =
    docs.length === CORRECTIONS_PAGE_SIZE
      ? `<p class="ssr-more"><button type="button" data-pauta-app="carregar-mais">Carregar mais correções</button></p>`
      : '';
  return {
    status: 200,
    meta: { title: TITLE, description: DESCRIPTION, canonical: CORRECTIONS_PATH },
    content: `<div class="ssr-wrap ssr-article"><h1>${TITLE}</h1>
<p>Quando erramos, corrigimos e dizemos aqui. Todas as correções, das mais recentes às mais antigas.</p>${list}${more}</div>`,
    payload: { corrections: { docs: toPayloadJson(docs) } },
    cache: CORRECTIONS_CACHE,
  };
}
