// The decision behind the isAdmin callable, kept pure so it can be tested without servers.
import { ROLE } from '@pauta/model';

export type IsAdminRequest = { callerUid: string | null; data: unknown };

export type IsAdminInput =
  { ok: true; userId: string } | { ok: false; code: 'unauthenticated' | 'invalid-argument'; message: string };

/** The caller must be signed in and name a user id. */
export function parseIsAdminRequest({ callerUid, data }: IsAdminRequest): IsAdminInput {
  if (!callerUid) return { ok: false, code: 'unauthenticated', message: 'Usuário não autenticado' };
  const userId = (data as { userId?: unknown } | null)?.userId;
  if (typeof userId !== 'string' || userId.trim() === '' || userId.length > 128 || userId.includes('/')) {
    return { ok: false, code: 'invalid-argument', message: 'Identificador de usuário inválido' };
  }
  return { ok: true, userId };
}

/** True only for a stored profile whose role is exactly 'admin'. */
export function isAdminRole(profile: { role?: unknown } | undefined | null): boolean {
  return !!profile && profile.role === ROLE.admin;
}
