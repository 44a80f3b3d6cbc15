// The Authorization header both emulators accept: `Bearer <token>` or `Firebase <token>`, where the
// token is an emulator JWT (unsigned; only the payload is decoded, exp is never enforced) or the
// literal `owner` (the admin, bypasses rules). The uid is `sub` (what Firebase Auth and the SDKs'
// mock tokens set), else `user_id`, else `uid`. Each server maps TokenError to its own error reply.
import type { AuthContext } from '../rules/api.js';

export class TokenError extends Error {
  override readonly name = 'TokenError';
}

export type Credential = { kind: 'owner' } | { kind: 'user'; auth: AuthContext } | { kind: 'anonymous' };

export function credentialFromAuthorization(header: string | undefined | null): Credential {
  if (!header) return { kind: 'anonymous' };
  const match = /^(?:Bearer|Firebase)\s+(.+)$/i.exec(header.trim());
  if (!match)
    throw new TokenError('Unsupported authorization header; expected "Bearer <token>" or "Firebase <token>".');
  const token = match[1].trim();
  if (token === 'owner') return { kind: 'owner' };
  return { kind: 'user', auth: decodeEmulatorToken(token) };
}

export function decodeEmulatorToken(token: string): AuthContext {
  const parts = token.split('.');
  if (parts.length < 2) throw new TokenError('Invalid bearer token: not a JWT.');
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    throw new TokenError('Invalid bearer token: payload is not JSON.');
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload))
    throw new TokenError('Invalid bearer token payload.');
  const claims = payload as Record<string, unknown>;
  const uid = [claims.sub, claims.user_id, claims.uid].find((c): c is string => typeof c === 'string' && c !== '');
  if (!uid) throw new TokenError('Invalid bearer token: no sub/user_id claim.');
  return { uid, token: claims };
}
