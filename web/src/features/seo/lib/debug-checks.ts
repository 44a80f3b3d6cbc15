// The four checks of /test-sitemap: the function's status, the function, its raw bytes, the public
// /sitemap.xml.
import { diagnoseBytes, diagnoseText, assertSitemapXml, type SitemapDiagnostics } from './diagnostics';
import { SITEMAP_FUNCTION, functionUrl } from './endpoints';
import { ensureOk, fetchWithTimeout } from './fetch-with-timeout';

export interface CheckResult {
  title: string;
  status: string;
  url: string;
  diagnostics?: SitemapDiagnostics;
}

const noCache = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' };

/** OPTIONS to the function's endpoint: is it there at all? */
export async function checkFunctionStatus(): Promise<CheckResult> {
  const url = functionUrl(SITEMAP_FUNCTION);
  const res = await ensureOk(await fetchWithTimeout(url, { method: 'OPTIONS' }));
  return { title: 'Status da função', status: `Função disponível (HTTP ${res.status})`, url };
}

/** Invokes the function as the generator does (JSON content type) and checks the XML. */
export async function testSitemapFunction(): Promise<CheckResult> {
  const url = functionUrl(SITEMAP_FUNCTION);
  const res = await ensureOk(
    await fetchWithTimeout(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }),
  );
  const text = assertSitemapXml(await res.text());
  return {
    title: 'Função do sitemap',
    status: `HTTP ${res.status}: XML válido recebido`,
    url,
    diagnostics: diagnoseText(text, res.headers.get('content-type')),
  };
}

/** GET with no-cache headers, reading the bytes as they arrive (BOM, first byte). */
export async function testRawBytes(): Promise<CheckResult> {
  const url = functionUrl(SITEMAP_FUNCTION);
  const res = await ensureOk(await fetchWithTimeout(url, { method: 'GET', headers: noCache, cache: 'no-store' }));
  const bytes = new Uint8Array(await res.arrayBuffer());
  return {
    title: 'Bytes brutos',
    status: `HTTP ${res.status}: ${bytes.length} bytes`,
    url,
    diagnostics: diagnoseBytes(bytes, res.headers.get('content-type')),
  };
}

/** The public /sitemap.xml through Hosting, with a timestamp so no cache answers. */
export async function testPublicSitemap(origin: string): Promise<CheckResult> {
  const url = `${origin}/sitemap.xml?t=${Date.now()}`;
  const res = await ensureOk(await fetchWithTimeout(url, { cache: 'no-store' }));
  const text = await res.text();
  const redirected = res.redirected ? ` (redirecionado para ${res.url})` : '';
  return {
    title: '/sitemap.xml',
    status: `HTTP ${res.status}${redirected}`,
    url,
    diagnostics: diagnoseText(text, res.headers.get('content-type')),
  };
}

export function sitemapErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // Timeouts, HTTP failures and invalid XML have their own texts; anything else is a load error.
  if (/^(Timeout after|HTTP \d|Invalid sitemap data)/.test(message)) return message;
  return `Erro ao carregar sitemap: ${message}`;
}
