// Authorization: `Bearer owner` = admin (bypasses rules); `Bearer <JWT>` decoded without verifying
// (emulator mock tokens are unsigned, exp is never enforced); no header = unauthenticated.
import type { AuthContext } from '../rules/api.js';
import { FirestoreError } from './errors.js';

export interface Caller {
  owner: boolean;
  auth: AuthContext | null;
}

export const OWNER: Caller = { owner: true, auth: null };
export const ANONYMOUS: Caller = { owner: false, auth: null };

export function callerFromAuthorization(header: string | undefined | null): Caller {
  if (!header) return ANONYMOUS;
  const m = /^(?:Bearer|Firebase)\s+(.+)$/i.exec(header.trim());
  if (!m) throw new FirestoreError('UNAUTHENTICATED', 'Unsupported authorization header; expected "Bearer <token>".');
  const token = m[1].trim();
  if (token === 'owner') return OWNER;
  const parts = token.split('.');
  if (parts.length < 2) throw new FirestoreError('UNAUTHENTICATED', 'Invalid bearer token: not a JWT.');
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    throw new FirestoreError('UNAUTHENTICATED', 'Invalid bearer token: payload is not JSON.');
  }
  if (typeof claims !== 'object' || claims === null)
    throw new FirestoreError('UNAUTHENTICATED', 'Invalid bearer token payload.');
  const c = claims as Record<string, unknown>;
  const uid =
    typeof c.sub === 'string' && c.sub
      ? c.sub
      : typeof c.user_id === 'string'
        ? c.user_id
        : typeof c.uid === 'string'
          ? c.uid
          : '';
  if (!uid) throw new FirestoreError('UNAUTHENTICATED', 'Invalid bearer token: no sub/user_id claim.');
  return { owner: false, auth: { uid, token: c } };
}

export const describeCaller = (c: Caller) => (c.owner ? 'owner' : c.auth ? c.auth.uid : 'anonymous');
