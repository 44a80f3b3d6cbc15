import { describe, expect, it } from 'vitest';
import { FunctionsError } from 'firebase/functions';
import { callableErrorMessage } from './callable-error';

const FALLBACK = 'Não foi possível concluir. Tente novamente.';

describe('callableErrorMessage', () => {
  it("shows the function's own pt-BR message", () => {
    const error = new FunctionsError('permission-denied', 'Apenas administradores e editores podem publicar artigos.');
    expect(callableErrorMessage(error, FALLBACK)).toBe('Apenas administradores e editores podem publicar artigos.');
  });

  it("falls back when the SDK failed by itself (its message is only the code's name)", () => {
    for (const code of ['internal', 'deadline-exceeded', 'unavailable'] as const)
      expect(callableErrorMessage(new FunctionsError(code, code), FALLBACK)).toBe(FALLBACK);
  });

  it('names a failure by the reason in its details, whatever the code and the message say', () => {
    const reasons = { timeout: 'Tempo esgotado ao tentar carregar a imagem' };
    const timedOut = new FunctionsError('deadline-exceeded', 'deadline exceeded', { reason: 'timeout' });
    expect(callableErrorMessage(timedOut, FALLBACK, reasons)).toBe('Tempo esgotado ao tentar carregar a imagem');
    // The SDK's own deadline has no reason; a reason the caller does not know is not shown either.
    expect(callableErrorMessage(new FunctionsError('deadline-exceeded', 'deadline-exceeded'), FALLBACK, reasons)).toBe(
      FALLBACK,
    );
    expect(callableErrorMessage(new FunctionsError('unavailable', 'x', { reason: 'other' }), FALLBACK, reasons)).toBe(
      FALLBACK,
    );
  });

  it('falls back for anything that is not a callable error', () => {
    expect(callableErrorMessage(new Error('Failed to fetch dynamically imported module'), FALLBACK)).toBe(FALLBACK);
    expect(callableErrorMessage(null, FALLBACK)).toBe(FALLBACK);
  });
});
