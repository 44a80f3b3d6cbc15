// The text to show when a callable function fails. Our functions throw HttpsError with a pt-BR
// message written for people; when the SDK itself fails (network, timeout, a crash on the server) the
// message is only the code's name, and the caller's own sentence is shown instead.
const SDK_ONLY_CODES = new Set(['internal', 'unknown', 'deadline-exceeded', 'cancelled', 'unavailable']);

export function callableErrorMessage(error: unknown, fallback: string): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !code.startsWith('functions/')) return fallback;
  if (SDK_ONLY_CODES.has(code.slice('functions/'.length))) return fallback;
  return typeof message === 'string' && message ? message : fallback;
}
