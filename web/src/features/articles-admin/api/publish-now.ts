// The publish step from the editor: after 'Salvar Artigo' with 'Publicado', the publishArticle
// callable makes public exactly the version the save wrote (docs/data-model.md, "Publishing").
import { httpsCallable } from 'firebase/functions';
import { PUBLISH_FUNCTIONS, type PublishArticleRequest, type PublishArticleResult } from '@pauta/model';
import { callableErrorMessage } from '../../../lib/callable-error';
import { loadFunctions } from '../../../lib/firebase';
import { withAuthRetry } from './commit-plan';

export async function publishNow(articleId: string, version: number): Promise<PublishArticleResult> {
  const call = httpsCallable<PublishArticleRequest, PublishArticleResult>(
    await loadFunctions(),
    PUBLISH_FUNCTIONS.now,
    { timeout: 30_000 },
  );
  return (await withAuthRetry(() => call({ articleId, version }))).data;
}

/** The pt-BR message of a failed publication (the function's own, else a general sentence). */
export const publishErrorMessage = (error: unknown): string =>
  callableErrorMessage(error, 'Não foi possível publicar agora. Tente novamente.');
