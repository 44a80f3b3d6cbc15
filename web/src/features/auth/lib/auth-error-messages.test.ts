import { describe, expect, it } from 'vitest';
import { AuthErrorCodes } from 'firebase/auth';
import { INVALID_CREDENTIALS, UserFacingError, authErrorMessage, knownErrorCodes } from './auth-error-messages';

const FALLBACK = 'Ocorreu um erro. Tente novamente.';
const err = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code });

describe('authErrorMessage', () => {
  it.each([
    ['auth/wrong-password', INVALID_CREDENTIALS],
    ['auth/invalid-credential', INVALID_CREDENTIALS],
    ['auth/invalid-login-credentials', INVALID_CREDENTIALS],
    ['auth/user-not-found', INVALID_CREDENTIALS],
    ['auth/too-many-requests', 'Muitas tentativas seguidas. Aguarde alguns minutos e tente novamente.'],
    ['auth/email-already-in-use', 'Este email já está cadastrado. Faça login ou use outro email.'],
    ['auth/weak-password', 'A senha é muito fraca: use pelo menos 6 caracteres.'],
    ['auth/popup-closed-by-user', 'A janela de login foi fechada antes da conclusão.'],
    ['auth/invalid-email', 'O email informado é inválido.'],
    ['auth/network-request-failed', 'Falha de conexão. Verifique sua internet e tente novamente.'],
    ['permission-denied', 'Você não tem permissão para realizar esta ação.'],
    ['functions/unauthenticated', 'Usuário não autenticado'],
  ])('%s → pt-BR', (code, expected) => {
    expect(authErrorMessage(err(code), FALLBACK)).toBe(expected);
  });

  it('uses the fallback for unknown codes and non-Firebase errors, never the English message', () => {
    expect(authErrorMessage(err('auth/some-new-code', 'Firebase: Something English happened'), FALLBACK)).toBe(
      FALLBACK,
    );
    expect(authErrorMessage(new Error('TypeError: failed to fetch'), FALLBACK)).toBe(FALLBACK);
    expect(authErrorMessage('boom', FALLBACK)).toBe(FALLBACK);
    expect(authErrorMessage(null, FALLBACK)).toBe(FALLBACK);
    expect(authErrorMessage({ code: 42 }, FALLBACK)).toBe(FALLBACK);
  });

  it('shows the app’s own pt-BR errors as they are', () => {
    expect(authErrorMessage(new UserFacingError('Email não confirmado.'), FALLBACK)).toBe('Email não confirmado.');
  });

  it('no code of the Auth SDK ever produces its raw code or English text', () => {
    for (const code of Object.values(AuthErrorCodes)) {
      const message = authErrorMessage(err(code), FALLBACK);
      expect(message).not.toContain('auth/');
      expect(message).not.toMatch(/Firebase|Error \(/);
    }
  });

  it('every mapped message is Portuguese text, not a code', () => {
    for (const code of knownErrorCodes()) {
      const message = authErrorMessage(err(code), FALLBACK);
      expect(message).not.toBe(FALLBACK);
      expect(message).not.toMatch(/^[a-z/-]+$/);
    }
  });
});
