// settings/site.signupRole: read by anyone (the sign-up flow), changed by an admin only (rules).
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';
import {
  COLLECTIONS,
  DEFAULT_SIGNUP_ROLE,
  isSignupRole,
  type SignupRole,
  SITE_DESCRIPTION,
  SITE_KEYWORDS,
  SITE_NAME,
  SITE_SETTINGS_DOC,
  type SiteSettingsDoc,
} from '@pauta/model';

const settingsRef = () => doc(getDb(), COLLECTIONS.settings, SITE_SETTINGS_DOC);

export async function fetchSignupRole(): Promise<SignupRole> {
  const value = (await getDoc(settingsRef())).get('signupRole') as unknown;
  return isSignupRole(value) ? value : DEFAULT_SIGNUP_ROLE;
}

/** Merged into settings/site; when the document does not exist yet it starts with the site defaults. */
export async function saveSignupRole(role: SignupRole): Promise<void> {
  const snap = await getDoc(settingsRef());
  const base: Partial<SiteSettingsDoc> = snap.exists()
    ? {}
    : { siteTitle: SITE_NAME, siteDescription: SITE_DESCRIPTION, siteKeywords: SITE_KEYWORDS, siteUrl: '' };
  await setDoc(settingsRef(), { ...base, signupRole: role, updatedAt: serverTimestamp() }, { merge: true });
}
