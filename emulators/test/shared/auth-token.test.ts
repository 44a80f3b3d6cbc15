// One decoder for both servers: the same token gives the same uid on Firestore and Storage.
import { describe, expect, it } from 'vitest';
import { callerFromAuthorization } from '../../src/firestore/auth.js';
import { FirestoreError } from '../../src/firestore/errors.js';
import { credentialFromAuthorization, TokenError } from '../../src/shared/auth-token.js';
import { callerOf } from '../../src/storage/auth.js';
import { HttpError } from '../../src/storage/http-util.js';
import type { IncomingMessage } from 'node:http';

const jwt = (claims: Record<string, unknown>) =>
  `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
const storageCaller = (authorization?: string) => callerOf({ headers: { authorization } } as IncomingMessage);

describe('emulator auth tokens', () => {
  it('takes sub before user_id, on both servers', () => {
    const header = `Bearer ${jwt({ sub: 'alice', user_id: 'bob' })}`;
    expect(credentialFromAuthorization(header)).toMatchObject({ kind: 'user', auth: { uid: 'alice' } });
    expect(callerFromAuthorization(header).auth?.uid).toBe('alice');
    const storage = storageCaller(header);
    expect(storage.kind === 'user' && storage.auth.uid).toBe('alice');
  });

  it('falls back to user_id, then uid', () => {
    expect(credentialFromAuthorization(`Firebase ${jwt({ user_id: 'bob' })}`)).toMatchObject({ auth: { uid: 'bob' } });
    expect(credentialFromAuthorization(`Bearer ${jwt({ uid: 'carol' })}`)).toMatchObject({ auth: { uid: 'carol' } });
  });

  it('owner, anonymous and malformed headers', () => {
    expect(credentialFromAuthorization('Bearer owner')).toEqual({ kind: 'owner' });
    expect(credentialFromAuthorization(undefined)).toEqual({ kind: 'anonymous' });
    expect(() => credentialFromAuthorization('Basic abc')).toThrow(TokenError);
    expect(() => credentialFromAuthorization('Bearer nope')).toThrow(TokenError);
    expect(() => credentialFromAuthorization(`Bearer ${jwt({ name: 'x' })}`)).toThrow(TokenError);
    expect(() => callerFromAuthorization('Bearer nope')).toThrow(FirestoreError);
    expect(() => storageCaller('Bearer nope')).toThrow(HttpError);
  });
});
