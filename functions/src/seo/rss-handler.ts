// GET /rss.xml, /rss/categoria/{slug}.xml and /rss/tag/{tag}.xml (Hosting rewrites to `rss`):
// the 20 newest published articles of the feed, with their sanitized bodies.
import { getFirestore } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/v2/https';
import { categoryLabel } from '@pauta/model';
import { sanitizeFeedHtml } from '../lib/sanitize';
import { bodiesOf, newestForFeed } from './article-source';
import { parseFeedPath } from './feed-route';
import { handlePreflight, sendText } from './http';
import { renderRss } from './rss-xml';
import { readSiteInfo } from './site-base';
import { FEED_CACHE } from '../render/cache-control';
import { cacheControlBeforeNextPublication } from '../scheduling/next-publication';

export const FEED_SIZE = 20;

export async function handleRss(req: Request, res: Response): Promise<void> {
  if (handlePreflight(req.method, res)) return;
  const route = parseFeedPath(req.path);
  if (!route) return sendText(res, 404, 'text/plain; charset=utf-8', 'Feed não encontrado');
  try {
    const [site, articles, cache] = await Promise.all([
      readSiteInfo(req),
      newestForFeed(route.filter, FEED_SIZE),
      cacheControlBeforeNextPublication(getFirestore(), FEED_CACHE),
    ]);
    const bodies = await bodiesOf(articles.map((a) => a.id));
    const title =
      route.filter.kind === 'category'
        ? `${site.title} — ${categoryLabel(route.filter.slug)}`
        : route.filter.kind === 'tag'
          ? `${site.title} — #${route.label}`
          : site.title;
    const xml = renderRss(
      {
        title,
        description: site.description,
        link: `${site.baseUrl}${route.path}`,
        selfUrl: `${site.baseUrl}${req.path}`,
        baseUrl: site.baseUrl,
        buildDate: new Date(),
      },
      articles.map((article) => {
        const body = bodies.get(article.id);
        return { article, html: body === undefined ? null : sanitizeFeedHtml(body, site.baseUrl) };
      }),
    );
    sendText(res, 200, 'application/rss+xml; charset=utf-8', xml, cache);
  } catch (error) {
    console.error('rss failed', error);
    sendText(res, 500, 'text/plain; charset=utf-8', 'Erro ao gerar o feed');
  }
}
