// The `fetchNews` callable, loaded only inside the admin area (firebase/functions stays off reader pages).
import { httpsCallable } from 'firebase/functions';
import { loadFunctions } from '../../../lib/firebase';
import type { NewsRequest, NewsResponse } from '@pauta/model';
import { readNewsResponse } from './read-news-response';

export async function callFetchNews(request: NewsRequest): Promise<NewsResponse> {
  let data: unknown;
  try {
    const call = httpsCallable<NewsRequest, unknown>(await loadFunctions(), 'fetchNews', { timeout: 30_000 });
    ({ data } = await call(request));
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : 'erro desconhecido';
    throw new Error(`Erro ao chamar a função: ${message}`);
  }
  return readNewsResponse(data);
}
