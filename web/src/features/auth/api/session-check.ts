// Asks the Auth server whether this browser's session still stands: an ID token in hand stays valid
// for up to an hour after the account was disabled or deleted or its sessions revoked.
import { loadAuth } from '../../../lib/firebase';
import { isSessionRefused } from '../lib/session-refused';

/** 'refused': the server ended the session; 'unreachable': it could not be asked (offline). */
export type SessionCheck = 'valid' | 'refused' | 'none' | 'unreachable';

export async function checkSession(): Promise<SessionCheck> {
  const auth = await loadAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return 'none';
  try {
    await user.reload();
    return 'valid';
  } catch (error) {
    return isSessionRefused(error) ? 'refused' : 'unreachable';
  }
}
