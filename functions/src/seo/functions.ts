// The public SEO endpoints, each an HTTP function behind a Hosting rewrite (firebase.json), each with
// a per-client request limit and an instance ceiling (docs/security.md).
import { onRequest, type HttpsOptions, type Request, type Response } from 'firebase-functions/v2/https';
import { DOCUMENT_RATE, withClientLimit } from '../guards/client-rate-limit';
import { handlePreflight, sendText } from './http';
import { renderRobots } from './robots';
import { handleRss } from './rss-handler';
import { readSiteInfo } from './site-base';
import { handleSitemap } from './sitemap-handler';
import { handleSiteMeta } from './site-meta';
import { withSecurityHeaders } from '../guards/security-headers';

/**
 * CDN-cached documents: a few instances serve every cache miss. `cors: false`: their handlers answer
 * CORS themselves (handlePreflight allows the OPTIONS the debug page's status check sends). Without
 * it the Functions emulator puts firebase-functions' CORS layer in front of every function, and its
 * preflight answer leaves OPTIONS out, where production passes the preflight to the handler.
 */
const PUBLIC_DOCUMENT: HttpsOptions = { maxInstances: 10, cors: false };

export const sitemap = onRequest(PUBLIC_DOCUMENT, withSecurityHeaders(withClientLimit(DOCUMENT_RATE, handleSitemap)));

export const rss = onRequest(PUBLIC_DOCUMENT, withSecurityHeaders(withClientLimit(DOCUMENT_RATE, handleRss)));

export const siteMeta = onRequest(PUBLIC_DOCUMENT, withSecurityHeaders(withClientLimit(DOCUMENT_RATE, handleSiteMeta)));

export const robots = onRequest(PUBLIC_DOCUMENT, withSecurityHeaders(withClientLimit(DOCUMENT_RATE, handleRobots)));

export async function handleRobots(req: Request, res: Response): Promise<void> {
  if (handlePreflight(req.method, res)) return;
  try {
    const site = await readSiteInfo(req);
    sendText(res, 200, 'text/plain; charset=utf-8', renderRobots(site.baseUrl));
  } catch (error) {
    console.error('robots failed', error);
    sendText(res, 500, 'text/plain; charset=utf-8', 'User-agent: *\nAllow: /\n');
  }
}
