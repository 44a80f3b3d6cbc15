// Email and password accounts with Firebase email verification.
import {
  createUserWithEmailAndPassword,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import { loadAuth } from '../../../lib/firebase';
import { LIMITS } from '@pauta/model';
import { UserFacingError } from '../../auth';

export const EMAIL_NOT_CONFIRMED = 'Email não confirmado. Enviamos um novo link de confirmação para o seu email.';
export const EMAIL_NOT_CONFIRMED_NOT_SENT =
  'Email não confirmado. Não foi possível enviar um novo link agora; use o link anterior ou tente em alguns minutos.';
export const PASSWORD_NEEDED_FOR_RESEND = 'Informe também a sua senha para reenviar o link de confirmação.';

/** Sign-in refused because the address is not confirmed yet (the login page then offers a resend). */
export class EmailNotConfirmedError extends UserFacingError {}

/** After confirming, the link's "continue" button brings the person back to the admin login. */
const verificationSettings = () => ({ url: `${window.location.origin}/admin`, handleCodeInApp: false });

/** Signs in; an unconfirmed account gets a new link, is signed out and an EmailNotConfirmedError is thrown. */
export async function signInWithEmail(email: string, password: string): Promise<User> {
  const auth = await loadAuth();
  const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
  if (!user.emailVerified) {
    let sent = true;
    try {
      await sendEmailVerification(user, verificationSettings());
    } catch {
      sent = false; // e.g. too many requests: the previous link still works
    } finally {
      await signOut(auth);
    }
    throw new EmailNotConfirmedError(sent ? EMAIL_NOT_CONFIRMED : EMAIL_NOT_CONFIRMED_NOT_SENT);
  }
  return user;
}

/** Creates the account, keeps the name as its displayName (the profile is created from it at the
 *  first confirmed sign-in), sends the confirmation link and signs out until it is confirmed. */
export async function signUpWithEmail(name: string, email: string, password: string): Promise<void> {
  const auth = await loadAuth();
  const { user } = await createUserWithEmailAndPassword(auth, email.trim(), password);
  try {
    await updateProfile(user, { displayName: name.trim().slice(0, LIMITS.nameMax) });
    await sendEmailVerification(user, verificationSettings());
  } finally {
    await signOut(auth);
  }
}

/** Firebase sends verification links only to a signed-in user: resending needs the password too. */
export async function resendConfirmation(email: string, password: string): Promise<void> {
  if (!password) throw new UserFacingError(PASSWORD_NEEDED_FOR_RESEND);
  const auth = await loadAuth();
  const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
  try {
    if (!user.emailVerified) await sendEmailVerification(user, verificationSettings());
  } finally {
    await signOut(auth);
  }
}
