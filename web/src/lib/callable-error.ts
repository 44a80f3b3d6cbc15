// The text to show when a callable function fails. Our functions throw HttpsError with a pt-BR
// message written for people; when the SDK itself fails (network, timeout, a crash on the server) the
// message is only the code's name, and the caller's own sentence is shown instead. A function that
// fails with one of those codes on purpose names its reason in the error's details
// (CallableFailureDetails), and the caller passes the texts of the reasons it knows.
const SDK_ONLY_CODES = new Set(['internal', 'unknown', 'deadline-exceeded', 'cancelled', 'unavailable']);

export function callableErrorMessage(
  error: unknown,
  fallback: string,
  reasons: Readonly<Record<string, string>> = {},
): string {
  const { code, message, details } = (error ?? {}) as { code?: unknown; message?: unknown; details?: unknown };
  if (typeof code !== 'string' || !code.startsWith('functions/')) return fallback;
  const reason = (details as { reason?: unknown } | null | undefined)?.reason;
  if (typeof reason === 'string' && Object.hasOwn(reasons, reason)) return reasons[reason]!;
  if (SDK_ONLY_CODES.has(code.slice('functions/'.length))) return fallback;
  return typeof message === 'string' && message ? message : fallback;
}
