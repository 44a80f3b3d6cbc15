// The Storage server's caller, from the Authorization header (decoded by shared/auth-token.ts).
import type { IncomingMessage } from 'node:http';
import { credentialFromAuthorization, TokenError, type Credential } from '../shared/auth-token.js';
import { HttpError } from './http-util.js';

export type Caller = Credential;

export function callerOf(req: IncomingMessage): Caller {
  try {
    return credentialFromAuthorization(req.headers.authorization);
  } catch (e) {
    if (e instanceof TokenError) throw new HttpError(401, e.message);
    throw e;
  }
}
