// `isAdmin` callable: { userId } → true when profiles/{userId}.role is 'admin'.
// The web app uses it only to pick screens; Firestore rules enforce roles on every request.
import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@pauta/model';
import { isAdminRole, parseIsAdminRequest } from './is-admin-decision';

export type ProfileRoleReader = (uid: string) => Promise<{ role?: unknown } | undefined>;

const readProfile: ProfileRoleReader = async (uid) =>
  (await getFirestore().collection(COLLECTIONS.profiles).doc(uid).get()).data();

export async function handleIsAdmin(
  callerUid: string | null,
  data: unknown,
  read: ProfileRoleReader = readProfile,
): Promise<boolean> {
  const input = parseIsAdminRequest({ callerUid, data });
  if (!input.ok) throw new HttpsError(input.code, input.message);
  return isAdminRole(await read(input.userId));
}

// Any signed-in account may ask (roles are public in publicProfiles); the instance ceiling bounds a flood.
export const isAdmin = onCall<{ userId: string }, Promise<boolean>>({ maxInstances: 10 }, (request) =>
  handleIsAdmin(request.auth?.uid ?? null, request.data),
);
