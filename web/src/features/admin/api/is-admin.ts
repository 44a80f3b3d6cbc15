// The `isAdmin` callable Cloud Function ({ userId } → boolean), loaded on demand.
import { httpsCallable } from 'firebase/functions';
import { loadFunctions } from '../../../lib/firebase';

export async function callIsAdmin(userId: string): Promise<boolean> {
  const call = httpsCallable<{ userId: string }, boolean>(await loadFunctions(), 'isAdmin', { timeout: 10_000 });
  const { data } = await call({ userId });
  return data === true;
}
