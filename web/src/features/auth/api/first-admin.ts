// The first admin (docs/accounts.md): a new profile asks the claimFirstAdmin callable whether it
// is the account FIRST_ADMIN_EMAIL names, as long as public/firstAdmin says nobody was made yet.
import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, FIRST_ADMIN_DOC, FIRST_ADMIN_FUNCTION, type FirstAdminClaim } from '@pauta/model';
import { getDb, loadFunctions } from '../../../lib/firebase';

/** Whether a first admin can still be made (one read; a failed read counts as "no"). */
export async function firstAdminOpen(): Promise<boolean> {
  try {
    return !(await getDoc(doc(getDb(), COLLECTIONS.public, FIRST_ADMIN_DOC))).exists();
  } catch {
    return false;
  }
}

/** Asks the server; it decides from the account Firebase Auth holds (confirmed e-mail, the named address). */
export async function claimFirstAdmin(): Promise<boolean> {
  const [{ httpsCallable }, functions] = await Promise.all([import('firebase/functions'), loadFunctions()]);
  const call = httpsCallable<unknown, FirstAdminClaim>(functions, FIRST_ADMIN_FUNCTION, { timeout: 15_000 });
  return (await call({})).data.admin === true;
}
