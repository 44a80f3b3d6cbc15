// `claimFirstAdmin` callable: the account FIRST_ADMIN_EMAIL names becomes admin, once ever. The
// caller's account is read from Firebase Auth (not from what the token says), so an address
// someone registered without being able to confirm it never qualifies; the transaction on
// public/firstAdmin makes concurrent calls (two tabs, two accounts) end with exactly one admin.
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { COLLECTIONS, FIRST_ADMIN_DOC, FIRST_ADMIN_SETTING, ROLE, sameEmail, type FirstAdminClaim } from '@pauta/model';

export interface ClaimDeps {
  db: Firestore;
  /** The account as Firebase Auth has it now. */
  account(uid: string): Promise<{ email?: string; emailVerified: boolean }>;
  firstAdminEmail: string | undefined;
}

const productionDeps = (): ClaimDeps => ({
  db: getFirestore(),
  account: (uid) => getAuth().getUser(uid),
  firstAdminEmail: process.env[FIRST_ADMIN_SETTING],
});

export async function handleClaimFirstAdmin(
  uid: string | null,
  deps: ClaimDeps = productionDeps(),
): Promise<FirstAdminClaim> {
  if (!uid) throw new HttpsError('unauthenticated', 'Faça login para continuar.');
  const { db } = deps;
  const marker = db.collection(COLLECTIONS.public).doc(FIRST_ADMIN_DOC);
  // Once claimed, nobody else ever qualifies: not even a later account with the same address.
  if ((await marker.get()).exists) return { admin: false };
  const account = await deps.account(uid);
  if (!account.emailVerified || !sameEmail(account.email, deps.firstAdminEmail)) return { admin: false };
  const profile = db.collection(COLLECTIONS.profiles).doc(uid);
  const made = await db.runTransaction(async (tx) => {
    const [claimed, own] = await Promise.all([tx.get(marker), tx.get(profile)]);
    // The profile is the client's own, created at this same first sign-in before it calls.
    if (claimed.exists || !own.exists) return false;
    tx.create(marker, { claimedAt: FieldValue.serverTimestamp() });
    tx.update(profile, { role: ROLE.admin, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
  if (made) logger.info('first admin claimed', { uid, email: account.email });
  return { admin: made };
}

export const claimFirstAdmin = onCall<unknown, Promise<FirstAdminClaim>>({ maxInstances: 10 }, (request) =>
  handleClaimFirstAdmin(request.auth?.uid ?? null),
);
