// The HTML of '/previa/{token}': the reader's article page (the server bundle's, so the draft looks
// exactly as it will once published) under the 'Prévia — não publicada' band, and no script at
// all: nothing takes it over, no statistics beacon counts it, nothing can read the token in the
// address. The answer's headers (preview-response.ts) keep it out of caches, indexes and Referers.
import type { DocumentData } from 'firebase-admin/firestore';
import { escapeHtml as esc, formatBrasiliaAt, type ArticleDoc, type ReaderSiteMeta } from '@pauta/model';
import { readerServer } from '../render/reader-server';
import { toPayloadJson } from '../render/serialize';

/** 'até 08/02/2026 às 18:30' (Brasília time). */
export const expiryText = (expiresAt: Date) => `até ${formatBrasiliaAt(expiresAt.getTime())}`;

interface Page {
  origin: string;
  site: ReaderSiteMeta;
  sanitize: (html: string) => string;
}

/** The draft as readers would see it once published, under the band. */
export async function previewArticleDocument(
  page: Page,
  article: { id: string; doc: DocumentData; content: string },
  expiresAt: Date,
): Promise<string> {
  const server = await readerServer();
  return server.renderPreviewPage({
    ...page,
    article: { id: article.id, doc: toPayloadJson(article.doc as ArticleDoc), content: article.content },
    validity: `link válido ${expiryText(expiresAt)}`,
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
export async function previewGoneDocument(page: Omit<Page, 'sanitize'>, kind: PreviewGone): Promise<string> {
  const { title, text } = GONE_TEXTS[kind];
  const server = await readerServer();
  return server.renderPrivatePage({
    ...page,
    title,
    robots: 'noindex, nofollow',
    bodyHtml: `<h1>${esc(title)}</h1><p>${esc(text)}</p><p><a href="/">Ir para a página inicial</a></p>`,
  });
}
