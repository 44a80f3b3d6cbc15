// Reads and writes of profiles/{uid} through Firestore Lite (the rules decide what is allowed).
import { doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';
import {
  COLLECTIONS,
  DEFAULT_SIGNUP_ROLE,
  isRole,
  isSignupRole,
  type ProfileDoc,
  type SignupRole,
  SITE_SETTINGS_DOC,
} from '@pauta/model';

const profileRef = (uid: string) => doc(getDb(), COLLECTIONS.profiles, uid);

export type StoredProfile = { kind: 'found'; profile: ProfileDoc } | { kind: 'missing' } | { kind: 'invalid-role' };

export async function readProfile(uid: string): Promise<StoredProfile> {
  const snap = await getDoc(profileRef(uid));
  if (!snap.exists()) return { kind: 'missing' };
  const data = snap.data() as Partial<ProfileDoc>;
  if (!isRole(data.role)) return { kind: 'invalid-role' };
  return { kind: 'found', profile: data as ProfileDoc };
}

/** The sign-up role an admin chose (settings/site.signupRole); 'user' when unset or unreadable. */
async function signupRole(): Promise<SignupRole> {
  try {
    const value = (await getDoc(doc(getDb(), COLLECTIONS.settings, SITE_SETTINGS_DOC))).get('signupRole') as unknown;
    return isSignupRole(value) ? value : DEFAULT_SIGNUP_ROLE;
  } catch {
    return DEFAULT_SIGNUP_ROLE;
  }
}

/** First sign-in: the client creates its own profile with the sign-up role (the rules check it). */
export async function createOwnProfile(uid: string, fields: { name: string; email: string; avatarUrl: string | null }) {
  await setDoc(profileRef(uid), {
    name: fields.name,
    email: fields.email,
    role: await signupRole(),
    avatarUrl: fields.avatarUrl,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}

export async function updateOwnName(uid: string, name: string) {
  await updateDoc(profileRef(uid), { name, updatedAt: serverTimestamp() });
}
