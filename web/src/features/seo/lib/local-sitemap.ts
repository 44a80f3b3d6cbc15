// The local fallback sitemap, built in the browser when the function fails: the
// function's own entries and XML (@pauta/model's sitemap.ts); functions/test/seo/sitemap-parity.test.ts
// compares the two documents.
import { articleEntry, renderUrlset, staticEntries, type SitemapArticle } from '@pauta/model';

export type LocalSitemapArticle = SitemapArticle;

export function buildLocalSitemap(baseUrl: string, articles: LocalSitemapArticle[], now: Date): string {
  return renderUrlset([...staticEntries(baseUrl, now), ...articles.map((a) => articleEntry(baseUrl, a, now))]);
}
