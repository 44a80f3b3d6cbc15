// Google sign-in: a popup, or a full-page redirect when the browser blocks popups.
import {
  GoogleAuthProvider,
  getRedirectResult,
  sendEmailVerification,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { loadAuth } from '../../../lib/firebase';
import { UserFacingError } from '../lib/auth-error-messages';

/** A Google account whose address Google has not verified: no profile, no session, until it is. */
export const GOOGLE_EMAIL_NOT_CONFIRMED =
  'Email não confirmado. Enviamos um link de confirmação para o seu email; depois de confirmar, entre novamente.';

/**
 * Accounts count as signed in only with a verified address (the rules create no profile without
 * one): an unverified one gets a link, is signed out and told so.
 */
async function verified(auth: Auth, user: User): Promise<User> {
  if (user.emailVerified) return user;
  try {
    await sendEmailVerification(user, { url: `${window.location.origin}/login`, handleCodeInApp: false });
  } catch {
    // Too many requests: the previous link still works.
  } finally {
    await signOut(auth);
  }
  throw new UserFacingError(GOOGLE_EMAIL_NOT_CONFIRMED);
}

// Set while a redirect sign-in is under way: only then does /login ask for its result, because
// getRedirectResult loads Google's iframe library even when there is nothing to pick up.
const REDIRECT_FLAG = 'pauta:google-redirect';

/** Resolves with the user, or with null when the page is leaving for the redirect flow. */
export async function signInWithGoogle(): Promise<User | null> {
  const auth = await loadAuth();
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  let user: User;
  try {
    user = (await signInWithPopup(auth, provider)).user;
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/popup-blocked') throw error;
    sessionStorage.setItem(REDIRECT_FLAG, '1');
    await signInWithRedirect(auth, provider);
    return null;
  }
  return verified(auth, user);
}

/** After a redirect sign-in: the user (the session picks it up too), null, or the flow's error. */
export async function finishGoogleRedirect(): Promise<User | null> {
  if (!sessionStorage.getItem(REDIRECT_FLAG)) return null;
  sessionStorage.removeItem(REDIRECT_FLAG);
  const auth = await loadAuth();
  const result = await getRedirectResult(auth);
  return result ? verified(auth, result.user) : null;
}
