// The publish step from the editor: after 'Salvar Artigo' with 'Publicado', the publishArticle
// callable makes public exactly the version the save wrote (docs/data-model.md, "Publishing").
import { httpsCallable } from 'firebase/functions';
import { PUBLISH_FUNCTIONS, type PublishArticleRequest, type PublishArticleResult } from '@pauta/model';
import { loadFunctions } from '../../../lib/firebase';
import { withAuthRetry } from './commit-plan';

export async function publishNow(articleId: string, version: number): Promise<PublishArticleResult> {
  const call = httpsCallable<PublishArticleRequest, PublishArticleResult>(
    await loadFunctions(),
    PUBLISH_FUNCTIONS.now,
    {
      timeout: 30_000,
    },
  );
  return (await withAuthRetry(() => call({ articleId, version }))).data;
}

/** Codes whose message the function wrote for people (pt-BR); anything else gets a general sentence. */
const TOLD_CODES = ['aborted', 'not-found', 'permission-denied', 'unauthenticated', 'invalid-argument'];

export function publishErrorMessage(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const short = typeof code === 'string' ? code.replace(/^functions\//, '') : '';
  if (TOLD_CODES.includes(short) && typeof message === 'string' && message) return message;
  return 'Não foi possível publicar agora. Tente novamente.';
}
