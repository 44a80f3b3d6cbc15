// One outbound GET with the news limits: 8 s timeout and a maximum body size.
import { NEWS_LIMITS } from './news-config';
import { ProviderError } from './news-errors';

export type TextFetcher = (url: string) => Promise<string>;

export function makeTextFetcher(
  limits: { timeoutMs: number; maxResponseBytes: number } = NEWS_LIMITS,
  fetchImpl: typeof fetch = fetch,
): TextFetcher {
  return async (url) => {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        signal: AbortSignal.timeout(limits.timeoutMs),
        headers: { 'User-Agent': 'PautaNewsBot/1.0 (+https://pauta.app)', Accept: '*/*' },
        redirect: 'follow',
      });
    } catch (error) {
      const name = (error as Error)?.name;
      throw new ProviderError(name === 'TimeoutError' || name === 'AbortError' ? `timeout ${url}` : `network ${url}`);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new ProviderError(`HTTP ${response.status} ${url}`);
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > limits.maxResponseBytes) {
      await response.body?.cancel().catch(() => {});
      throw new ProviderError(`too large ${url}`);
    }
    return readLimited(response, limits.maxResponseBytes, url);
  };
}

async function readLimited(response: Response, maxBytes: number, url: string): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        throw new ProviderError(`too large ${url}`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    throw new ProviderError(`read failed ${url}`);
  }
  return Buffer.concat(chunks).toString('utf8');
}
