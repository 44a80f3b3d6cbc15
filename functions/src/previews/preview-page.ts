// The HTML of '/previa/{token}': a document of its own, not the app's shell. It carries the
// rendered page's chrome and article markup with the 'Prévia — não publicada' band, and no script
// at all: no app takes it over, no statistics beacon counts it, nothing can read the token in the
// address. The answer's headers (preview-response.ts) keep it out of caches, indexes and Referers.
import { escapeHtml as esc, formatBrasiliaAt } from '@pauta/model';
import { articlePage, type CardView } from '../render/markup';
import { privateDocument } from '../render/private-document';

export const PREVIEW_BAND = 'Prévia — não publicada';

const BAND_STYLE = `<style>
.ssr-preview-band{position:sticky;top:0;z-index:10;background:#fff3bf;color:#5c3c00;border-bottom:2px solid #f08c00;padding:10px 16px;text-align:center;font:600 15px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
.ssr-preview-band span{font-weight:400}
</style>`;

/** 'até 08/02/2026 às 18:30' (Brasília time). */
export const expiryText = (expiresAt: Date) => `até ${formatBrasiliaAt(expiresAt.getTime())}`;

/** The draft as readers would see it once published, under the band. */
export function previewArticleDocument(article: CardView, safeBody: string, expiresAt: Date): string {
  const band = `<div class="ssr-preview-band" role="note" aria-label="${PREVIEW_BAND}">${PREVIEW_BAND} <span>· link válido ${esc(expiryText(expiresAt))}</span></div>`;
  return privateDocument({
    title: `Prévia: ${article.title}`,
    main: articlePage(article, safeBody),
    before: `${band}\n`,
    robots: 'noindex, nofollow',
    style: BAND_STYLE,
  });
}

export type PreviewGone = 'not-found' | 'expired' | 'revoked' | 'removed';

const GONE_TEXTS: Record<PreviewGone, { title: string; text: string }> = {
  'not-found': {
    title: 'Prévia não encontrada',
    text: 'Não existe prévia neste endereço. Confira se o link foi copiado inteiro.',
  },
  expired: {
    title: 'Esta prévia expirou',
    text: 'O link de prévia não vale mais. Peça um novo link a quem o compartilhou com você.',
  },
  revoked: {
    title: 'Esta prévia foi revogada',
    text: 'Quem compartilhou este link de prévia o cancelou. Peça um novo link, se precisar.',
  },
  removed: {
    title: 'Prévia indisponível',
    text: 'O artigo desta prévia não existe mais.',
  },
};

/** The page of a link that shows nothing (404 unknown, 410 expired, revoked or its article gone). */
export function previewGoneDocument(kind: PreviewGone): string {
  const { title, text } = GONE_TEXTS[kind];
  return privateDocument({
    title,
    main: `<div class="ssr-wrap"><h1>${esc(title)}</h1><p>${esc(text)}</p><a href="/">Ir para a página inicial</a></div>`,
    robots: 'noindex, nofollow',
  });
}
