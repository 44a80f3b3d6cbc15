// Google sign-in: a popup, or a full-page redirect when the browser blocks popups.
import { GoogleAuthProvider, getRedirectResult, signInWithPopup, signInWithRedirect, type User } from 'firebase/auth';
import { loadAuth } from '../../../lib/firebase';

// Set while a redirect sign-in is under way: only then does /login ask for its result, because
// getRedirectResult loads Google's iframe library even when there is nothing to pick up.
const REDIRECT_FLAG = 'pauta:google-redirect';

/** Resolves with the user, or with null when the page is leaving for the redirect flow. */
export async function signInWithGoogle(): Promise<User | null> {
  const auth = await loadAuth();
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  try {
    return (await signInWithPopup(auth, provider)).user;
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/popup-blocked') throw error;
    sessionStorage.setItem(REDIRECT_FLAG, '1');
    await signInWithRedirect(auth, provider);
    return null;
  }
}

/** After a redirect sign-in: the user (the session picks it up too), null, or the flow's error. */
export async function finishGoogleRedirect(): Promise<User | null> {
  if (!sessionStorage.getItem(REDIRECT_FLAG)) return null;
  sessionStorage.removeItem(REDIRECT_FLAG);
  const result = await getRedirectResult(await loadAuth());
  return result?.user ?? null;
}
