// Commits planned writes as one atomic batch. An auth failure (expired session) refreshes the ID
// token and retries once; without a signed-in user it fails with NotSignedInError.
import { doc, increment, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { getDb, loadAuth } from '../../../lib/firebase';
import { PLUS_ONE, SERVER_TIME, type PlannedWrite } from './save-plan';

export class NotSignedInError extends Error {
  constructor() {
    super('Você precisa estar logado para salvar um artigo');
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

/** A Firestore error's code, read by shape (the SDK's error classes are not shared across its bundles). */
export const errorCode = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

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

export async function withAuthRetry<T>(work: () => Promise<T>): Promise<T> {
  const user = await requireUser();
  try {
    return await work();
  } catch (error) {
    if (!isAuthError(error)) throw error;
    await user.getIdToken(true);
    return work();
  }
}

export const commitPlan = (writes: PlannedWrite[]) => withAuthRetry(() => commitOnce(writes));
