import { beforeEach, describe, expect, it, vi } from 'vitest';

const auth = vi.hoisted(() => ({
  currentUser: null as null | { reload: ReturnType<typeof vi.fn> },
  authStateReady: () => Promise.resolve(),
}));
vi.mock('../../../lib/firebase', () => ({ loadAuth: () => Promise.resolve(auth) }));

const { checkSession } = await import('./session-check');
const authError = (code: string) => Object.assign(new Error('Firebase: Error'), { code });

describe('checkSession (asks the Auth server whether the session stands)', () => {
  beforeEach(() => {
    auth.currentUser = { reload: vi.fn().mockResolvedValue(undefined) };
  });

  it('valid when the server knows the account; none without a signed-in user', async () => {
    await expect(checkSession()).resolves.toBe('valid');
    auth.currentUser = null;
    await expect(checkSession()).resolves.toBe('none');
  });

  it.each(['auth/user-disabled', 'auth/user-token-expired', 'auth/user-not-found', 'auth/invalid-user-token'])(
    'refused when the server answers %s',
    async (code) => {
      auth.currentUser!.reload.mockRejectedValueOnce(authError(code));
      await expect(checkSession()).resolves.toBe('refused');
    },
  );

  it('unreachable (not refused) when the network failed', async () => {
    auth.currentUser!.reload.mockRejectedValueOnce(authError('auth/network-request-failed'));
    await expect(checkSession()).resolves.toBe('unreachable');
  });
});
