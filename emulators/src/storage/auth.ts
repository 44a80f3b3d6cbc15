// `Authorization: Firebase <token>` (or Bearer) from the web SDK. Emulator tokens are unsigned
// JWTs: only the payload is decoded. The literal token `owner` is the admin and bypasses rules.
import type { IncomingMessage } from 'node:http';
import type { AuthContext } from '../rules/api.js';
import { HttpError } from './http-util.js';

export type Caller = { kind: 'owner' } | { kind: 'user'; auth: AuthContext } | { kind: 'anonymous' };

export function callerOf(req: IncomingMessage): Caller {
  const header = req.headers.authorization;
  if (!header) return { kind: 'anonymous' };
  const match = /^(?:Firebase|Bearer)\s+(.+)$/i.exec(header.trim());
  if (!match) throw new HttpError(401, 'Authorization header must be "Firebase <token>" or "Bearer <token>"');
  const token = match[1].trim();
  if (token === 'owner') return { kind: 'owner' };
  return { kind: 'user', auth: decodeToken(token) };
}

function decodeToken(token: string): AuthContext {
  const parts = token.split('.');
  if (parts.length < 2) throw new HttpError(401, 'Malformed auth token');
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(401, 'Malformed auth token payload');
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload))
    throw new HttpError(401, 'Malformed auth token payload');
  const claims = payload as Record<string, unknown>;
  const uid =
    typeof claims.user_id === 'string' ? claims.user_id : typeof claims.sub === 'string' ? claims.sub : undefined;
  if (!uid) throw new HttpError(401, 'Auth token has no sub/user_id');
  return { uid, token: claims };
}
