// What the links in the mails do: confirm (the pending period's link only), unsubscribe (any
// number of times, same answer) and erase the record on request (LGPD: the subscriber record and
// the digests' send records of that subscriber).
import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { NEWSLETTER_COLLECTIONS, type NewsletterStatus } from '@pauta/model';
import { verifyToken } from './tokens';

export interface ChangeDeps {
  db: Firestore;
  tokenSecret: string;
  now: () => number;
}

/** confirmed: now or before; stale: a link of an earlier period (unsubscribed since, or re-requested). */
export type ConfirmOutcome = 'confirmed' | 'expired' | 'invalid' | 'stale';

const subscribers = (db: Firestore) => db.collection(NEWSLETTER_COLLECTIONS.subscribers);

export async function confirmSubscription(token: unknown, deps: ChangeDeps): Promise<ConfirmOutcome> {
  const check = verifyToken(deps.tokenSecret, token, 'confirm', deps.now());
  if (!check.ok) return check.reason;
  const ref = subscribers(deps.db).doc(check.claims.subscriberId);
  return deps.db.runTransaction<ConfirmOutcome>(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return 'invalid';
    const status = snap.get('status') as NewsletterStatus;
    if (status === 'confirmed') return 'confirmed';
    if (status !== 'pending' || snap.get('confirmNonce') !== check.claims.nonce) return 'stale';
    const now = Timestamp.fromMillis(deps.now());
    tx.update(ref, { status: 'confirmed', confirmedAt: now, updatedAt: now });
    return 'confirmed';
  });
}

export type UnsubscribeCheck =
  { ok: true; subscriberId: string; email: string | null; status: NewsletterStatus | null } | { ok: false };

/** What the unsubscribe page shows before the reader presses the button. */
export async function lookUpUnsubscribe(token: unknown, deps: ChangeDeps): Promise<UnsubscribeCheck> {
  const check = verifyToken(deps.tokenSecret, token, 'unsubscribe', deps.now());
  if (!check.ok) return { ok: false };
  const snap = await subscribers(deps.db).doc(check.claims.subscriberId).get();
  return {
    ok: true,
    subscriberId: check.claims.subscriberId,
    email: snap.exists ? String(snap.get('email')) : null,
    status: snap.exists ? (snap.get('status') as NewsletterStatus) : null,
  };
}

/** Idempotent: an unsubscribed (or erased) address stays so; 'invalid' only for a bad token. */
export async function unsubscribe(token: unknown, deps: ChangeDeps): Promise<'unsubscribed' | 'invalid'> {
  const check = verifyToken(deps.tokenSecret, token, 'unsubscribe', deps.now());
  if (!check.ok) return 'invalid';
  const ref = subscribers(deps.db).doc(check.claims.subscriberId);
  await deps.db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('status') === 'unsubscribed') return;
    const now = Timestamp.fromMillis(deps.now());
    tx.update(ref, { status: 'unsubscribed', unsubscribedAt: now, updatedAt: now });
  });
  return 'unsubscribed';
}

/** Deletes the subscriber record and every digest's send record of it. */
export async function eraseSubscriber(token: unknown, deps: ChangeDeps): Promise<'erased' | 'invalid'> {
  const check = verifyToken(deps.tokenSecret, token, 'unsubscribe', deps.now());
  if (!check.ok) return 'invalid';
  const id = check.claims.subscriberId;
  const digests = await deps.db.collection(NEWSLETTER_COLLECTIONS.digests).select().get();
  const refs = [
    subscribers(deps.db).doc(id),
    ...digests.docs.map((d) => d.ref.collection(NEWSLETTER_COLLECTIONS.sends).doc(id)),
  ];
  for (let i = 0; i < refs.length; i += 400) {
    const batch = deps.db.batch();
    for (const ref of refs.slice(i, i + 400)) batch.delete(ref);
    await batch.commit();
  }
  return 'erased';
}
