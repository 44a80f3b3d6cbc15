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

  it('falls back for anything that is not a callable error', () => {
    expect(callableErrorMessage(new Error('Failed to fetch dynamically imported module'), FALLBACK)).toBe(FALLBACK);
    expect(callableErrorMessage(null, FALLBACK)).toBe(FALLBACK);
  });
});
