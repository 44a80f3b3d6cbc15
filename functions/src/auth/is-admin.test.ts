import { describe, expect, it } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';
import { isAdminRole, parseIsAdminRequest } from './is-admin-decision';
import { handleIsAdmin } from './is-admin';

describe('parseIsAdminRequest', () => {
  it('refuses an unauthenticated caller', () => {
    expect(parseIsAdminRequest({ callerUid: null, data: { userId: 'u1' } })).toEqual({
      ok: false,
      code: 'unauthenticated',
      message: 'Usuário não autenticado',
    });
  });

  it.each([
    undefined,
    null,
    {},
    { userId: '' },
    { userId: '   ' },
    { userId: 42 },
    { userId: 'a/b' },
    { userId: 'x'.repeat(129) },
  ])('refuses a missing or malformed userId (%j)', (data) => {
    const result = parseIsAdminRequest({ callerUid: 'caller', data });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.code).toBe('invalid-argument');
  });

  it('accepts a signed-in caller asking about any user id', () => {
    expect(parseIsAdminRequest({ callerUid: 'caller', data: { userId: 'other' } })).toEqual({
      ok: true,
      userId: 'other',
    });
  });
});

describe('isAdminRole', () => {
  it('is true only for role admin', () => {
    expect(isAdminRole({ role: 'admin' })).toBe(true);
    expect(isAdminRole({ role: 'editor' })).toBe(false);
    expect(isAdminRole({ role: 'contributor' })).toBe(false);
    expect(isAdminRole({ role: 'user' })).toBe(false);
    expect(isAdminRole({ role: 'Admin' })).toBe(false);
    expect(isAdminRole({ role: ['admin'] })).toBe(false);
    expect(isAdminRole({})).toBe(false);
    expect(isAdminRole(undefined)).toBe(false);
    expect(isAdminRole(null)).toBe(false);
  });
});

describe('handleIsAdmin', () => {
  const profiles: Record<string, { role?: unknown }> = {
    boss: { role: 'admin' },
    ed: { role: 'editor' },
    odd: { role: 'root' },
  };
  const read = async (uid: string) => profiles[uid];

  it('answers from the named profile, not the caller', async () => {
    await expect(handleIsAdmin('ed', { userId: 'boss' }, read)).resolves.toBe(true);
    await expect(handleIsAdmin('boss', { userId: 'ed' }, read)).resolves.toBe(false);
    await expect(handleIsAdmin('boss', { userId: 'odd' }, read)).resolves.toBe(false);
    await expect(handleIsAdmin('boss', { userId: 'nobody' }, read)).resolves.toBe(false);
  });

  it('throws HttpsError codes the client SDK understands', async () => {
    const unauth = handleIsAdmin(null, { userId: 'boss' }, read);
    await expect(unauth).rejects.toBeInstanceOf(HttpsError);
    await expect(unauth).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(handleIsAdmin('boss', {}, read)).rejects.toMatchObject({ code: 'invalid-argument' });
  });
});
