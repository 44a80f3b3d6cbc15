// The manual generator: the function first; on any failure a local
// sitemap from published articles; if that fails too, the caller shows 'Erro ao gerar sitemap'.
import { databaseReachable, fetchPublishedMeta } from '../api/sitemap-articles';
import { assertSitemapXml } from './diagnostics';
import { SITEMAP_FUNCTION, functionUrl } from './endpoints';
import { ensureOk, fetchWithTimeout } from './fetch-with-timeout';
import { buildLocalSitemap } from './local-sitemap';
import { downloadFile } from '../../../lib/download-file';

/** The local fallback holds one sitemap file's worth of URLs at most. */
const LOCAL_MAX_ARTICLES = 49_986;

export interface GeneratedSitemap {
  xml: string;
  source: 'function' | 'local';
  /** Why the function was not used, when it was not. */
  functionError?: string;
}

export async function sitemapFromFunction(): Promise<string> {
  const res = await ensureOk(
    await fetchWithTimeout(functionUrl(SITEMAP_FUNCTION), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    }),
  );
  return assertSitemapXml(await res.text());
}

export async function generateSitemap(baseUrl: string): Promise<GeneratedSitemap> {
  try {
    return { xml: await sitemapFromFunction(), source: 'function' };
  } catch (error) {
    const functionError = error instanceof Error ? error.message : String(error);
    if (!(await databaseReachable())) throw new Error('Database connectivity failed');
    const articles = await fetchPublishedMeta(LOCAL_MAX_ARTICLES);
    return { xml: buildLocalSitemap(baseUrl, articles, new Date()), source: 'local', functionError };
  }
}

export function downloadXml(xml: string, filename = 'sitemap.xml') {
  downloadFile(filename, [xml], 'application/xml');
}
