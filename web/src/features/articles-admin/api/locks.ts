// Edit leases (articleLocks/{articleId}, see @pauta/model's edit-lease): read one, take one (free,
// expired or a colleague's), renew the one this tab holds, release it, and list who is editing
// which article. The rules let a renewal through only from the holding session, so a tab whose
// lease was taken learns it from the refusal (and, live, from the lock listener).
import {
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Timestamp,
} from 'firebase/firestore/lite';
import { leaseIsLive, type EditLockDoc } from '@pauta/model';
import { getDb } from '../../../lib/firebase';
import { errorCode } from '../../../lib/service-error';
import { lockPath } from './paths';

export interface Lease {
  articleId: string;
  holderId: string;
  holderName: string;
  sessionId: string;
  /** Server times, ms since the epoch (0 while a just-written server time is unknown). */
  acquiredAtMs: number;
  renewedAtMs: number;
}

export interface LeaseHolderIdentity {
  uid: string;
  name: string;
  sessionId: string;
}

const millis = (value: unknown) => (value as Timestamp | null)?.toMillis?.() ?? 0;

/** A lock document's data as a Lease (null when absent or malformed). */
export function toLease(articleId: string, data: Partial<EditLockDoc> | undefined | null): Lease | null {
  if (!data || typeof data.holderId !== 'string' || typeof data.sessionId !== 'string') return null;
  return {
    articleId,
    holderId: data.holderId,
    holderName: typeof data.holderName === 'string' ? data.holderName : '',
    sessionId: data.sessionId,
    acquiredAtMs: millis(data.acquiredAt),
    renewedAtMs: millis(data.renewedAt),
  };
}

/** Whether the lease is held right now (renewed within the last 60 s, by this browser's clock). */
export const isLive = (lease: Lease | null, nowMs = Date.now()): lease is Lease =>
  Boolean(lease) && leaseIsLive(lease!.renewedAtMs, nowMs);

export async function readLease(articleId: string): Promise<Lease | null> {
  const snap = await getDoc(doc(getDb(), lockPath(articleId)));
  return snap.exists() ? toLease(articleId, snap.data()) : null;
}

const leaseData = (me: LeaseHolderIdentity) => ({
  holderId: me.uid,
  holderName: me.name,
  sessionId: me.sessionId,
  acquiredAt: serverTimestamp(),
  renewedAt: serverTimestamp(),
});

/** Takes the lease for this tab whoever holds it ('Assumir edição'). */
export async function takeLease(articleId: string, me: LeaseHolderIdentity): Promise<void> {
  await setDoc(doc(getDb(), lockPath(articleId)), leaseData(me));
}

/**
 * Takes the lease only when it is free, expired or this tab's own (opening the editor, a blocking
 * lease that ran out), in one transaction; a colleague's live lease is returned untouched. A blind
 * write here could land just after a colleague's takeover and quietly take the lease back.
 */
export async function takeFreeLease(articleId: string, me: LeaseHolderIdentity): Promise<Lease | null> {
  const db = getDb();
  const ref = doc(db, lockPath(articleId));
  return runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    const current = snap.exists() ? toLease(articleId, snap.data()) : null;
    if (isLive(current) && current.sessionId !== me.sessionId) return current;
    tx.set(ref, leaseData(me));
    return null;
  });
}

export type RenewResult = 'renewed' | 'lost' | 'failed';

/**
 * Renews this tab's lease. 'lost' when the rules refuse it (another session holds the lease now) or
 * the lock is gone; 'failed' when the request did not get through (offline): the lease may still
 * be ours, the next renewal tries again.
 */
export async function renewLease(articleId: string, me: LeaseHolderIdentity): Promise<RenewResult> {
  try {
    await updateDoc(doc(getDb(), lockPath(articleId)), {
      holderId: me.uid,
      sessionId: me.sessionId,
      renewedAt: serverTimestamp(),
    });
    return 'renewed';
  } catch (error) {
    const code = errorCode(error);
    return code === 'permission-denied' || code === 'not-found' ? 'lost' : 'failed';
  }
}

/** Releases the lease if this tab still holds it (read and delete in one transaction). */
export async function releaseLease(articleId: string, sessionId: string): Promise<void> {
  const db = getDb();
  const ref = doc(db, lockPath(articleId));
  await runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists() && (snap.data() as Partial<EditLockDoc>).sessionId === sessionId) tx.delete(ref);
  });
}
