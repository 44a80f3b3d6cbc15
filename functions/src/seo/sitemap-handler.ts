// GET /sitemap.xml, /sitemap-{n}.xml and /news-sitemap.xml (Hosting rewrites to the `sitemap`
// function). Drafts never appear: every read filters status == 'published'.
import { getFirestore } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/v2/https';
import { articleEntry, renderUrlset, staticEntries, type SitemapEntry } from '@pauta/model';
import { countPublished, recentlyPublished, sitemapArticles } from './article-source';
import { handlePreflight, sendText } from './http';
import { readSiteInfo, type SiteInfo } from './site-base';
import { fileRange, planSitemap } from './sitemap-plan';
import { renderNewsSitemap, renderSitemapIndex } from './sitemap-xml';
import { FEED_CACHE, SITEMAP_CACHE } from '../render/cache-control';
import { cacheControlBeforeNextPublication } from '../scheduling/next-publication';

const XML = 'application/xml; charset=utf-8';
export const NEWS_WINDOW_MS = 48 * 60 * 60 * 1000;

async function collect(site: SiteInfo, n: number, now: Date): Promise<SitemapEntry[]> {
  const range = fileRange(n);
  const entries = range.includeStatic ? staticEntries(site.baseUrl, now) : [];
  for await (const a of sitemapArticles(range.articleStart, range.articleEnd))
    entries.push(articleEntry(site.baseUrl, a, now));
  return entries;
}

export async function handleSitemap(req: Request, res: Response): Promise<void> {
  if (handlePreflight(req.method, res)) return;
  try {
    const path = req.path.replace(/\/+$/, '');
    const news = path.endsWith('/news-sitemap.xml');
    // The news sitemap carries titles: it follows the pages' takedown promise; the others list addresses.
    const [site, cache] = await Promise.all([
      readSiteInfo(req),
      cacheControlBeforeNextPublication(getFirestore(), news ? FEED_CACHE : SITEMAP_CACHE),
    ]);
    const now = new Date();

    if (news) {
      const articles = await recentlyPublished(new Date(now.getTime() - NEWS_WINDOW_MS));
      sendText(
        res,
        200,
        XML,
        renderNewsSitemap(articles, { baseUrl: site.baseUrl, publicationName: site.title, language: 'pt' }),
        cache,
      );
      return;
    }

    const plan = planSitemap(await countPublished());
    const numbered = /\/sitemap-(\d+)\.xml$/.exec(path);
    if (numbered) {
      const n = Number(numbered[1]);
      const files = plan.kind === 'index' ? plan.files : 1;
      if (n < 1 || n > files) return sendText(res, 404, 'text/plain; charset=utf-8', 'Sitemap não encontrado');
      sendText(res, 200, XML, renderUrlset(await collect(site, n, now)), cache);
      return;
    }
    if (plan.kind === 'index') {
      sendText(res, 200, XML, renderSitemapIndex(site.baseUrl, plan.files, now), cache);
      return;
    }
    sendText(res, 200, XML, renderUrlset(await collect(site, 1, now)), cache);
  } catch (error) {
    console.error('sitemap failed', error);
    sendText(res, 500, 'text/plain; charset=utf-8', 'Erro ao gerar sitemap');
  }
}
