// '/previa/{token}' in the render function: the link's hash names previewLinks/{hash}; a live link
// shows its article's current draft (3 reads: the link, then the article and its body together).
// Published since → 301 to the article (a link revoked by publication too); revoked by hand,
// expired or its article deleted → 410; unknown or malformed → 404 without a read. Never cached,
// never indexed, never sent on as a Referer.
import type { Firestore } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/v2/https';
import { getFirestore } from 'firebase-admin/firestore';
import {
  articleSlugPath,
  COLLECTIONS,
  PRIVATE_REFERRER_POLICY,
  PREVIEW_COLLECTIONS,
  PREVIEW_PATH_PREFIX,
  type PreviewLinkDoc,
} from '@pauta/model';
import { asDate } from '../lib/firestore';
import { sanitizeArticleHtml } from '../lib/sanitize';
import { siteSettings } from '../render/site-settings';
import { previewArticleDocument, previewGoneDocument, type PreviewGone } from './preview-page';
import { hashPreviewToken, isPreviewToken } from './preview-token';

export type PreviewOutcome =
  { status: 200 | 404 | 410; html: string; gone?: PreviewGone } | { status: 301; location: string };

const goneStatus = (kind: PreviewGone) => (kind === 'not-found' ? 404 : 410);

export const isPreviewPath = (path: string) => path.startsWith(PREVIEW_PATH_PREFIX);

export async function previewResponse(
  db: Firestore,
  path: string,
  origin: string,
  now: number,
): Promise<PreviewOutcome> {
  const gone = async (kind: PreviewGone): Promise<PreviewOutcome> => ({
    status: goneStatus(kind),
    // The site's default title: a link that shows nothing costs no read of the settings.
    html: await previewGoneDocument({ origin, site: {} }, kind),
    gone: kind,
  });
  const token = path.slice(PREVIEW_PATH_PREFIX.length).replace(/\/+$/, '');
  if (!isPreviewToken(token)) return gone('not-found');
  const linkSnap = await db.collection(PREVIEW_COLLECTIONS.links).doc(hashPreviewToken(token)).get();
  if (!linkSnap.exists) return gone('not-found');
  const link = linkSnap.data() as Partial<PreviewLinkDoc>;
  const articleId = typeof link.articleId === 'string' ? link.articleId : '';
  if (!articleId) return gone('not-found');
  const [articleSnap, contentSnap] = await Promise.all([
    db.collection(COLLECTIONS.articles).doc(articleId).get(),
    db.collection(COLLECTIONS.articleContents).doc(articleId).get(),
  ]);
  const article = articleSnap.data();
  if (!article) return gone('removed');
  const slug = article.slug;
  const revoked = link.revokedAt != null;
  if (
    article.status === 'published' &&
    (!revoked || link.revokedReason === 'published') &&
    typeof slug === 'string' &&
    slug
  )
    return { status: 301, location: articleSlugPath(slug) };
  if (revoked) return gone('revoked');
  const expiresAt = asDate(link.expiresAt);
  if (!expiresAt || expiresAt.getTime() <= now) return gone('expired');
  const html = typeof contentSnap.get('content') === 'string' ? (contentSnap.get('content') as string) : '';
  const page = { origin, site: await siteSettings(db), sanitize: (body: string) => sanitizeArticleHtml(body, origin) };
  return {
    status: 200,
    html: await previewArticleDocument(page, { id: articleId, doc: article, content: html }, expiresAt),
  };
}

/**
 * The headers of every preview answer, on top of the security headers every response carries:
 * private, never stored, never indexed, no Referer. The page's own policy (no script at all) is its
 * meta (the reader server's script-less page: web/src/app/reader/server/document.ts).
 */
export const PREVIEW_HEADERS: Record<string, string> = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': PRIVATE_REFERRER_POLICY,
};

export async function handlePreview(req: Request, res: Response, origin: string, now = Date.now()): Promise<void> {
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) res.set(name, value);
  try {
    const outcome = await previewResponse(getFirestore(), req.path, origin, now);
    if (outcome.status === 301) {
      res.redirect(301, outcome.location);
      return;
    }
    res.status(outcome.status).type('html').send(outcome.html);
  } catch (error) {
    console.error('preview failed', error);
    res.status(500).type('text/plain').send('Erro ao carregar a prévia. Tente novamente.');
  }
}
