// The resolveEmbed callable: what an embed block records about a pasted address (the facade's
// thumbnail, stored by Pauta, or the post's text), asked once when it is pasted.
import { httpsCallable } from 'firebase/functions';
import { EMBED_TEXT, RESOLVE_EMBED_FUNCTION, type EmbedData } from '@pauta/model';
import { callableErrorMessage } from '../../../lib/callable-error';
import { loadFunctions } from '../../../lib/firebase';
import { withAuthRetry } from './commit-plan';

export async function resolveEmbed(url: string): Promise<EmbedData> {
  // Longer than the function may run (60 s): the answer is never given up while it can still come.
  const call = httpsCallable<{ url: string }, EmbedData>(await loadFunctions(), RESOLVE_EMBED_FUNCTION, {
    timeout: 70_000,
  });
  return (await withAuthRetry(() => call({ url }))).data;
}

export const resolveEmbedErrorMessage = (error: unknown) => callableErrorMessage(error, EMBED_TEXT.failed);
