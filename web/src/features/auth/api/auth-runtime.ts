// Everything the session needs from firebase/auth. Imported dynamically (after first paint) so the
// Auth SDK stays out of the reader pages' initial chunks.
import {
  browserLocalPersistence,
  onIdTokenChanged,
  setPersistence,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { loadAuth } from '../../../lib/firebase';

export type { User };

/** Persistent session (local storage) with the SDK's automatic token refresh. */
export async function startAuth(onUser: (user: User | null) => void): Promise<{ auth: Auth; unsubscribe: () => void }> {
  const auth = await loadAuth();
  await setPersistence(auth, browserLocalPersistence);
  // onIdTokenChanged (not onAuthStateChanged): it also fires on each token refresh, when the profile is re-read,
  // and having a listener keeps the SDK refreshing the token proactively.
  const unsubscribe = onIdTokenChanged(auth, onUser);
  return { auth, unsubscribe };
}

export async function signOutOf(auth?: Auth): Promise<void> {
  await signOut(auth ?? (await loadAuth()));
}
