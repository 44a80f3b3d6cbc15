// Response helpers shared by the sitemap, feed and robots functions.
import type { Response } from 'firebase-functions/v2/https';

/** Sitemaps and feeds are cached one hour by browsers and by the CDN. */
export const FEED_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600';

export function sendText(res: Response, status: number, contentType: string, body: string) {
  res.status(status);
  res.set('Content-Type', contentType);
  res.set('Cache-Control', status === 200 ? FEED_CACHE_CONTROL : 'no-store');
  res.set('Access-Control-Allow-Origin', '*');
  res.send(body);
}

/** CORS preflight and the debug page's "status" check (an OPTIONS request). */
export function handlePreflight(method: string, res: Response): boolean {
  if (method !== 'OPTIONS') return false;
  res.set('Access-Control-Allow-Origin', '*');
  res.set('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  res.set('Access-Control-Allow-Headers', 'Content-Type, Cache-Control, Pragma');
  res.status(204).send('');
  return true;
}
