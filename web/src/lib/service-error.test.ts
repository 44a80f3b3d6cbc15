import { describe, expect, it } from 'vitest';
import { FunctionsError } from 'firebase/functions';
import { FirebaseError } from 'firebase/app';
import { serviceErrorMessage, ServiceWriteError } from './service-error';

describe('serviceErrorMessage', () => {
  it("a service error without a pt-BR message of its own: 'Houve um erro ao {action}'", () => {
    const firestore = new FirebaseError('internal', 'INTERNAL: backend error');
    expect(serviceErrorMessage(firestore, 'atualizar artigo')).toBe('Houve um erro ao atualizar artigo');
    const storage = new FirebaseError('storage/unauthorized', 'Firebase Storage: User does not have permission');
    expect(serviceErrorMessage(storage, 'fazer upload da imagem')).toBe('Houve um erro ao fazer upload da imagem');
    expect(serviceErrorMessage(new FunctionsError('internal', 'internal'), 'excluir artigo')).toBe(
      'Houve um erro ao excluir artigo',
    );
  });

  it("a function's own pt-BR message is shown as it is", () => {
    const error = new FunctionsError('permission-denied', 'Apenas administradores e editores podem publicar artigos.');
    expect(serviceErrorMessage(error, 'atualizar artigo')).toBe(
      'Apenas administradores e editores podem publicar artigos.',
    );
  });

  it('ServiceWriteError carries the text as its message and the service error as its cause', () => {
    const cause = new FirebaseError('internal', 'INTERNAL');
    const error = new ServiceWriteError(cause, 'salvar metadados da imagem');
    expect(error.message).toBe('Houve um erro ao salvar metadados da imagem');
    expect(error.cause).toBe(cause);
  });
});
