// The public SEO endpoints, each an HTTP function behind a Hosting rewrite (firebase.json).
import { onRequest } from 'firebase-functions/v2/https';
import { handlePreflight, sendText } from './http';
import { renderRobots } from './robots';
import { handleRss } from './rss-handler';
import { readSiteInfo } from './site-base';
import { handleSitemap } from './sitemap-handler';
import { handleSiteMeta } from './site-meta';

export const sitemap = onRequest((req, res) => handleSitemap(req, res));

export const rss = onRequest((req, res) => handleRss(req, res));

export const siteMeta = onRequest((req, res) => handleSiteMeta(req, res));

export const robots = onRequest(async (req, res) => {
  if (handlePreflight(req.method, res)) return;
  try {
    const site = await readSiteInfo(req);
    sendText(res, 200, 'text/plain; charset=utf-8', renderRobots(site.baseUrl));
  } catch (error) {
    console.error('robots failed', error);
    sendText(res, 500, 'text/plain; charset=utf-8', 'User-agent: *\nAllow: /\n');
  }
});
