// Serializers of the sitemap protocol (urlset, sitemapindex) and of the Google News sitemap.
import { XML_DECLARATION, element, encodedArticlePath } from '@pauta/model';
import type { FeedArticle } from './article-source';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';

export function renderSitemapIndex(baseUrl: string, files: number, now: Date): string {
  const lines = [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NS}">`];
  for (let n = 1; n <= files; n++) {
    lines.push(
      `  <sitemap>${element('loc', `${baseUrl}/sitemap-${n}.xml`)}${element('lastmod', now.toISOString())}</sitemap>`,
    );
  }
  lines.push('</sitemapindex>', '');
  return lines.join('\n');
}

export interface NewsSitemapOptions {
  baseUrl: string;
  publicationName: string;
  language: string;
}

export function renderNewsSitemap(articles: FeedArticle[], o: NewsSitemapOptions): string {
  const lines = [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}" xmlns:news="${NEWS_NS}">`];
  for (const a of articles) {
    const date = (a.publishedAt ?? a.createdAt)?.toISOString();
    if (!date) continue;
    lines.push(
      `  <url>${element('loc', `${o.baseUrl}${encodedArticlePath(a)}`)}<news:news><news:publication>` +
        `${element('news:name', o.publicationName)}${element('news:language', o.language)}</news:publication>` +
        `${element('news:publication_date', date)}${element('news:title', a.title)}</news:news></url>`,
    );
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
