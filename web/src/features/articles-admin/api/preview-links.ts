// The previewLinks callable ('Compartilhar prévia'): make a link (the only answer with its address),
// list the article's live links, revoke one. The server checks who may share which article.
import { httpsCallable } from 'firebase/functions';
import type { CreatedPreviewLink, PreviewLinkSummary, PreviewLinksRequest } from '@pauta/model';
import { callableErrorMessage } from '../../../lib/callable-error';
import { loadFunctions } from '../../../lib/firebase';

async function call<T>(request: PreviewLinksRequest): Promise<T> {
  const fn = httpsCallable<PreviewLinksRequest, T>(await loadFunctions(), 'previewLinks', { timeout: 15_000 });
  return (await fn(request)).data;
}

export const createPreviewLink = (articleId: string, hours: number) =>
  call<CreatedPreviewLink>({ action: 'create', articleId, hours });

export const listPreviewLinks = (articleId: string) => call<PreviewLinkSummary[]>({ action: 'list', articleId });

export const revokePreviewLink = (articleId: string, linkId: string) =>
  call<{ revoked: true }>({ action: 'revoke', articleId, linkId });

/** The pt-BR message of a failed call (the function's own, else a generic one). */
export const previewLinkError = (error: unknown): string =>
  callableErrorMessage(error, 'Não foi possível concluir. Verifique sua conexão e tente novamente.');
