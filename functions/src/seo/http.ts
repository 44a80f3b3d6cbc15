// Response helpers shared by the sitemap, feed and robots functions.
import type { Response } from 'firebase-functions/v2/https';

import { cacheControl, SITEMAP_CACHE } from '../render/cache-control';

/**
 * Sitemaps and robots.txt are cached one hour by browsers and by the CDN; feeds pass their own
 * (`cache`: cut short before the next scheduled publication, for those that list articles).
 */
export function sendText(
  res: Response,
  status: number,
  contentType: string,
  body: string,
  cache = cacheControl(SITEMAP_CACHE),
) {
  res.status(status);
  res.set('Content-Type', contentType);
  res.set('Cache-Control', status === 200 ? cache : 'no-store');
  res.set('Access-Control-Allow-Origin', '*');
  res.send(body);
}

/**
 * CORS preflight and the debug page's "status" check (an OPTIONS request). The admin calls the
 * sitemap function from the site's origin: the generator POSTs JSON and the status check sends
 * OPTIONS, so a browser asks first for both methods.
 */
export function handlePreflight(method: string, res: Response): boolean {
  if (method !== 'OPTIONS') return false;
  res.set('Access-Control-Allow-Origin', '*');
  res.set('Access-Control-Allow-Methods', 'GET, HEAD, POST, OPTIONS');
  res.set('Access-Control-Allow-Headers', 'Content-Type, Cache-Control, Pragma');
  res.status(204).send('');
  return true;
}
