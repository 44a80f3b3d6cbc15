// The Firestore server's caller, from the Authorization header (decoded by shared/auth-token.ts).
import type { AuthContext } from '../rules/api.js';
import { credentialFromAuthorization, TokenError } from '../shared/auth-token.js';
import { FirestoreError } from './errors.js';

export interface Caller {
  owner: boolean;
  auth: AuthContext | null;
}

export const OWNER: Caller = { owner: true, auth: null };
export const ANONYMOUS: Caller = { owner: false, auth: null };

export function callerFromAuthorization(header: string | undefined | null): Caller {
  let credential;
  try {
    credential = credentialFromAuthorization(header);
  } catch (e) {
    if (e instanceof TokenError) throw new FirestoreError('UNAUTHENTICATED', e.message);
    throw e;
  }
  if (credential.kind === 'owner') return OWNER;
  return credential.kind === 'user' ? { owner: false, auth: credential.auth } : ANONYMOUS;
}

export const describeCaller = (c: Caller) => (c.owner ? 'owner' : c.auth ? c.auth.uid : 'anonymous');
