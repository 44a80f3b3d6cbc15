// fetch with the spec's 10 second limit for sitemap calls; non-2xx answers become 'HTTP {status}: {text}'.
export const SITEMAP_TIMEOUT_MS = 10_000;
export const TIMEOUT_MESSAGE = 'Timeout after 10 seconds';

export async function fetchWithTimeout(
  url: string,
  init: RequestInit = {},
  ms = SITEMAP_TIMEOUT_MS,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) throw new Error(TIMEOUT_MESSAGE);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export const httpErrorMessage = (res: Pick<Response, 'status' | 'statusText'>) =>
  `HTTP ${res.status}: ${res.statusText || 'erro'}`;

export async function ensureOk(res: Response): Promise<Response> {
  if (!res.ok) throw new Error(httpErrorMessage(res));
  return res;
}
