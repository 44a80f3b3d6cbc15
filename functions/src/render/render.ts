// The render function behind Firebase Hosting's reader-route rewrites: each page arrives with its
// head, its content and the data the app boots from, with real statuses and CDN caching.
import { getFirestore } from 'firebase-admin/firestore';
import { onRequest, type Request, type Response } from 'firebase-functions/v2/https';
import {
  escapeHtml,
  RENDER_PAYLOAD_VERSION,
  STATS_ARTICLE_META,
  type PayloadTimestamp,
  type RenderedPageData,
} from '@pauta/model';
import { RENDER_RATE, withClientLimit } from '../guards/client-rate-limit';
import { trustedOrigin } from '../guards/trusted-origin';
import { cacheControl, READER_CACHE } from './cache-control';
import { cacheControlBeforeNextPublication } from '../scheduling/next-publication';
import { jsonForScript } from './escape';
import { renderHead } from './head';
import { JS_MARKER, layout, STYLE } from './markup';
import { resultFor } from './routes';
import { fillShell, loadShell } from './shell';
import { handlePreview, isPreviewPath } from '../previews/preview-response';
import { hashInlineScripts, withSecurityHeaders } from '../guards/security-headers';

/**
 * The site's public origin: SITE_URL when configured, else the host Hosting forwarded when it is one
 * of the site's (guards/trusted-origin: a forged Host never picks the shell's server or the
 * canonical URLs of a cached page).
 */
export function originOf(headers: Record<string, string | string[] | undefined>, env = process.env): string {
  return trustedOrigin((name) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  }, env);
}

/**
 * The article a page shows, for the statistics beacon (read once, for the document's own view);
 * not marked for the app's head manager, so it stays with the document it describes.
 */
export function viewedArticleMeta(payload: object): string {
  const id = (payload as { article?: { id?: unknown } }).article?.id;
  return typeof id === 'string' ? `\n    <meta name="${STATS_ARTICLE_META}" content="${escapeHtml(id)}">` : '';
}

export async function renderPage(path: string, origin: string, query: Record<string, unknown> = {}) {
  const result = await resultFor(getFirestore(), path, origin, query);
  if (result.status === 301) return { status: 301, location: result.location, html: '' };
  const shell = await loadShell(origin);
  const html = fillShell(
    shell,
    `${renderHead(result.meta, origin)}${viewedArticleMeta(result.payload)}\n    ${STYLE}\n    ${JS_MARKER}`,
    layout(result.content),
    jsonForScript({
      v: RENDER_PAYLOAD_VERSION,
      path,
      status: result.status,
      ...result.payload,
    } satisfies RenderedPageData<PayloadTimestamp>),
  );
  // The shell's policy meta (from the build) now allows this page's own inline code, and only it.
  return {
    status: result.status,
    location: null,
    html: hashInlineScripts(html),
    fixed: result.fixed === true,
    cache: result.cache,
  };
}

export async function handleRender(req: Request, res: Response): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').send('');
    return;
  }
  // '/previa/{token}': a draft shared by link, private and never cached (previews/).
  if (isPreviewPath(req.path)) return handlePreview(req, res, originOf(req.headers));
  try {
    const page = await renderPage(req.path, originOf(req.headers), req.query);
    // A page that lists what is published is not cached past the next scheduled publication.
    const policy = page.cache ?? READER_CACHE;
    res.set(
      'Cache-Control',
      page.fixed ? cacheControl(policy) : await cacheControlBeforeNextPublication(getFirestore(), policy),
    );
    if (page.location) {
      res.redirect(301, page.location);
      return;
    }
    res.status(page.status).type('html').send(page.html);
  } catch (error) {
    console.error('render failed', req.path, error);
    // Not cached; the bare app page still works (it reads Firestore itself), else a short message.
    res.status(500).set('Cache-Control', 'no-store');
    const shell = await loadShell(originOf(req.headers)).catch(() => null);
    if (shell) res.type('html').send(shell);
    else res.type('text/plain').send('Erro ao carregar a página. Tente novamente.');
  }
}

// At most 20 instances × 40 concurrent requests: the ceiling of what cache-busting traffic costs.
export const render = onRequest(
  { memory: '512MiB', concurrency: 40, maxInstances: 20 },
  withSecurityHeaders(withClientLimit(RENDER_RATE, handleRender)),
);
