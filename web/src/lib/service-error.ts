// What a failed write to a service (Firestore, Storage, a callable function) tells the person (spec §8,
// "Service errors"): the service's own pt-BR message when it has one (our functions' HttpsError),
// else 'Houve um erro ao {action}'. The SDKs' own messages are English and never shown.
import { callableErrorMessage } from './callable-error';

/** The writes the spec names; a new kind of write adds its action here. */
export type ServiceAction =
  'adicionar artigo' | 'atualizar artigo' | 'excluir artigo' | 'fazer upload da imagem' | 'salvar metadados da imagem';

export const serviceErrorFallback = (action: ServiceAction) => `Houve um erro ao ${action}`;

/** A Firebase error's code, read by shape (the SDKs' error classes are not shared across their bundles). */
export const errorCode = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** The text of a service's failure: its own pt-BR message, else 'Houve um erro ao {action}'. */
export const serviceErrorMessage = (error: unknown, action: ServiceAction): string =>
  callableErrorMessage(error, serviceErrorFallback(action));

/** A failed write whose message is the text to show (the service's error is kept as its cause). */
export class ServiceWriteError extends Error {
  constructor(cause: unknown, action: ServiceAction) {
    super(serviceErrorMessage(cause, action), { cause });
  }
}
