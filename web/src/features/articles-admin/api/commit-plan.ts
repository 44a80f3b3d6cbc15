// Commits planned writes as one atomic batch. An auth failure (expired session) refreshes the ID
// token and retries once; without a signed-in user, or when Auth refuses the session (disabled,
// deleted, revoked), it fails with NotSignedInError.
import { doc, increment, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { getDb, loadAuth } from '../../../lib/firebase';
import { errorCode } from '../../../lib/service-error';
import { isSessionRefused } from '../../auth';
import { PLUS_ONE, SERVER_TIME, type PlannedWrite } from './save-plan';

/** Article create, update and delete require an authenticated session (spec §5). */
export class NotSignedInError extends Error {
  constructor() {
    super('Autenticação necessária');
  }
}

/** The planned values with their markers resolved (nested maps too: a review's time). */
function resolved(value: unknown): unknown {
  if (value === SERVER_TIME) return serverTimestamp();
  if (value === PLUS_ONE) return increment(1);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return withServerTime(value as Record<string, unknown>);
  return value;
}

function withServerTime(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, resolved(v)]));
}

async function commitOnce(writes: PlannedWrite[]): Promise<void> {
  const db = getDb();
  const batch = writeBatch(db);
  for (const write of writes) {
    const ref = doc(db, write.path);
    if (write.op === 'delete') batch.delete(ref);
    else if (write.op === 'set') batch.set(ref, withServerTime(write.data));
    else batch.update(ref, withServerTime(write.data));
  }
  await batch.commit();
}

export function isAuthError(error: unknown): boolean {
  if (errorCode(error) === 'unauthenticated') return true;
  const message = error instanceof Error ? error.message : String(error);
  return /auth|jwt/i.test(message) && !(error instanceof NotSignedInError);
}

/** The signed-in Firebase user, or NotSignedInError. */
export async function requireUser() {
  const auth = await loadAuth();
  await auth.authStateReady();
  if (!auth.currentUser) throw new NotSignedInError();
  return auth.currentUser;
}

/** The session is over: the work's own failure, or the token refresh's, said so. */
const sessionEnded = (error: unknown) =>
  isSessionRefused(error) || errorCode(error) === 'unauthenticated' ? new NotSignedInError() : error;

export async function withAuthRetry<T>(work: () => Promise<T>): Promise<T> {
  const user = await requireUser();
  try {
    return await work();
  } catch (error) {
    if (isSessionRefused(error)) throw new NotSignedInError();
    if (!isAuthError(error)) throw error;
    try {
      await user.getIdToken(true);
      return await work();
    } catch (retried) {
      throw sessionEnded(retried);
    }
  }
}

export const commitPlan = (writes: PlannedWrite[]) => withAuthRetry(() => commitOnce(writes));
