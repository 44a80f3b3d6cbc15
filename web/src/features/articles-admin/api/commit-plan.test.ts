import { beforeEach, describe, expect, it, vi } from 'vitest';

const auth = vi.hoisted(() => ({
  currentUser: null as null | { getIdToken: ReturnType<typeof vi.fn> },
  authStateReady: () => Promise.resolve(),
}));
vi.mock('../../../lib/firebase', () => ({ loadAuth: () => Promise.resolve(auth), getDb: () => ({}) }));

/** What the Firestore SDK throws: an Error carrying a code. */
const firestoreError = (code: string, message: string) => Object.assign(new Error(message), { code });

const { withAuthRetry, NotSignedInError, isAuthError } = await import('./commit-plan');

describe('save with auth retry (an expired session refreshes its token once)', () => {
  beforeEach(() => {
    auth.currentUser = { getIdToken: vi.fn().mockResolvedValue('token') };
  });

  it('an auth error refreshes the token and retries once', async () => {
    const work = vi
      .fn()
      .mockRejectedValueOnce(firestoreError('unauthenticated', 'token expired'))
      .mockResolvedValueOnce('ok');
    await expect(withAuthRetry(work)).resolves.toBe('ok');
    expect(work).toHaveBeenCalledTimes(2);
    expect(auth.currentUser!.getIdToken).toHaveBeenCalledWith(true);
  });

  it('a second auth failure is reported, not retried again', async () => {
    const work = vi.fn().mockRejectedValue(new Error('JWT expired'));
    await expect(withAuthRetry(work)).rejects.toThrow('JWT expired');
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('other errors are not retried', async () => {
    const work = vi.fn().mockRejectedValue(firestoreError('permission-denied', 'Missing or insufficient permissions.'));
    await expect(withAuthRetry(work)).rejects.toThrow('Missing');
    expect(work).toHaveBeenCalledTimes(1);
    expect(auth.currentUser!.getIdToken).not.toHaveBeenCalled();
  });

  it("without a signed-in user nothing is sent: 'Autenticação necessária'", async () => {
    auth.currentUser = null;
    const work = vi.fn();
    await expect(withAuthRetry(work)).rejects.toThrow(new NotSignedInError());
    await expect(withAuthRetry(work)).rejects.toThrow('Autenticação necessária');
    expect(work).not.toHaveBeenCalled();
    expect(isAuthError(new NotSignedInError())).toBe(false);
  });

  it('Auth refusing the session (disabled, deleted, revoked) is NotSignedInError, told by its code', async () => {
    // Firestore's own token refresh failed: the account was disabled.
    const refusedAtOnce = vi.fn().mockRejectedValue(firestoreError('auth/user-disabled', 'Firebase: Error'));
    await expect(withAuthRetry(refusedAtOnce)).rejects.toBeInstanceOf(NotSignedInError);
    expect(refusedAtOnce).toHaveBeenCalledTimes(1);

    // The write said unauthenticated and the refresh was refused: the sessions were revoked.
    auth.currentUser!.getIdToken.mockRejectedValueOnce(firestoreError('auth/user-token-expired', 'Firebase: Error'));
    const work = vi.fn().mockRejectedValue(firestoreError('unauthenticated', 'Request had invalid credentials.'));
    await expect(withAuthRetry(work)).rejects.toThrow('Autenticação necessária');
    expect(work).toHaveBeenCalledTimes(1);

    // A fresh token still refused by the server.
    const stillRefused = vi
      .fn()
      .mockRejectedValue(firestoreError('unauthenticated', 'Request had invalid credentials.'));
    await expect(withAuthRetry(stillRefused)).rejects.toBeInstanceOf(NotSignedInError);
    expect(stillRefused).toHaveBeenCalledTimes(2);
  });

  it('a refresh that fails for the network is the network failure, not a lost session', async () => {
    auth.currentUser!.getIdToken.mockRejectedValueOnce(
      firestoreError('auth/network-request-failed', 'Firebase: Error'),
    );
    const work = vi.fn().mockRejectedValue(firestoreError('unauthenticated', 'Request had invalid credentials.'));
    await expect(withAuthRetry(work)).rejects.toMatchObject({ code: 'auth/network-request-failed' });
  });
});
