// The render function behind Firebase Hosting's rewrites: every address that is not a file or the
// app's gets its reader page, rendered from the reader's own React components (the server bundle,
// ./reader-server.ts) out of the documents ./routes.ts reads, with real statuses and CDN caching.
import { getFirestore } from 'firebase-admin/firestore';
import { EMULATOR_PORTS_META, parseEmulatorPorts } from '@pauta/model';
import { onRequest, type Request, type Response } from 'firebase-functions/v2/https';
import { RENDER_RATE, withClientLimit } from '../guards/client-rate-limit';
import { originOf } from '../guards/trusted-origin';
import { sanitizeArticleHtml } from '../lib/sanitize';
import { cacheControl, READER_CACHE } from './cache-control';
import { cacheControlBeforeNextPublication } from '../scheduling/next-publication';
import { resultFor } from './routes';
import { readerServer } from './reader-server';
import { siteSettings } from './site-settings';
import { handlePreview, isPreviewPath } from '../previews/preview-response';
import { hashInlineScripts, withSecurityHeaders } from '../guards/security-headers';
import { handleLiveSummary, isLiveSummaryPath } from '../live/live-summary-response';

const searchOf = (query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (typeof value === 'string') params.append(key, value);
  const search = params.toString();
  return search ? `?${search}` : '';
};

export async function renderPage(path: string, origin: string, query: Record<string, unknown> = {}) {
  const db = getFirestore();
  const result = await resultFor(db, path, query);
  if (result.status === 301)
    return { status: 301, location: result.location, html: '', fixed: false, cache: undefined };
  const [server, site] = await Promise.all([readerServer(), siteSettings(db)]);
  const html = await server.renderReaderPage({
    path,
    search: searchOf(query),
    origin,
    site,
    payload: result.payload,
    status: result.status,
    notFound: result.notFound,
    sanitize: (body) => sanitizeArticleHtml(body, origin),
  });
  return {
    status: result.status,
    location: null,
    // The shell's policy meta (from the build) now allows this page's own inline code, and only it.
    html: hashInlineScripts(withEmulatorPorts(html)),
    fixed: result.fixed === true,
    cache: result.cache,
  };
}

/**
 * A local stack's page names its emulators' ports (PAUTA_EMULATOR_PORTS, set by scripts/lib/stack.mjs),
 * as the stack's copy of app.html does: one build of the site serves every stack. Never in production.
 */
function withEmulatorPorts(html: string): string {
  const ports = parseEmulatorPorts(process.env.PAUTA_EMULATOR_PORTS ?? '');
  const content = Object.entries(ports)
    .map(([name, port]) => `${name}=${port}`)
    .join(',');
  if (!content || process.env.FUNCTIONS_EMULATOR !== 'true') return html;
  return html.replace('</head>', () => `  <meta name="${EMULATOR_PORTS_META}" content="${content}">\n  </head>`);
}

/** A failed render's answer: the site's error page, else a line of text. */
async function errorPage(origin: string): Promise<string | null> {
  try {
    const [server, site] = await Promise.all([readerServer(), siteSettings(getFirestore()).catch(() => ({}))]);
    return await server.renderErrorPage({ origin, site });
  } catch {
    return null;
  }
}

export async function handleRender(req: Request, res: Response): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').send('');
    return;
  }
  // '/previa/{token}': a draft shared by link, private and never cached (previews/).
  if (isPreviewPath(req.path)) return handlePreview(req, res, originOf(req.headers));
  // '/api/ao-vivo/{id}': what a live article's open page polls (cached by the CDN).
  if (isLiveSummaryPath(req.path)) return handleLiveSummary(req, res);
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
    res.status(500).set('Cache-Control', 'no-store');
    const html = await errorPage(originOf(req.headers));
    if (html) res.type('html').send(html);
    else res.type('text/plain').send('Erro ao carregar a página. Tente novamente.');
  }
}

// At most 20 instances × 40 concurrent requests: the ceiling of what cache-busting traffic costs.
export const render = onRequest(
  { memory: '512MiB', concurrency: 40, maxInstances: 20 },
  withSecurityHeaders(withClientLimit(RENDER_RATE, handleRender)),
);
