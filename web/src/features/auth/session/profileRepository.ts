// Reads and writes of profiles/{uid} through Firestore Lite (the rules decide what is allowed).
import { doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';
import { COLLECTIONS, isRole, type ProfileDoc } from '../../../lib/model';

const profileRef = (uid: string) => doc(getDb(), COLLECTIONS.profiles, uid);

export type StoredProfile = { kind: 'found'; profile: ProfileDoc } | { kind: 'missing' } | { kind: 'invalid-role' };

export async function readProfile(uid: string): Promise<StoredProfile> {
  const snap = await getDoc(profileRef(uid));
  if (!snap.exists()) return { kind: 'missing' };
  const data = snap.data() as Partial<ProfileDoc>;
  if (!isRole(data.role)) return { kind: 'invalid-role' };
  return { kind: 'found', profile: data as ProfileDoc };
}

/** First sign-in: the client creates its own profile with role 'user' (the only role the rules accept). */
export async function createOwnProfile(uid: string, fields: { name: string; email: string; avatarUrl: string | null }) {
  await setDoc(profileRef(uid), {
    name: fields.name,
    email: fields.email,
    role: 'user',
    avatarUrl: fields.avatarUrl,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}

export async function updateOwnName(uid: string, name: string) {
  await updateDoc(profileRef(uid), { name, updatedAt: serverTimestamp() });
}
