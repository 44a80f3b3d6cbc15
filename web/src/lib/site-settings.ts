// settings/site, the one site-wide settings document: anyone reads it; staff write it (the rules
// check every key, and let only an admin change the sign-up role). Each screen owns some of its keys
// and merges only those, so one screen's save never drops another's.
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import {
  COLLECTIONS,
  SITE_DESCRIPTION,
  SITE_KEYWORDS,
  SITE_NAME,
  SITE_SETTINGS_DOC,
  type SiteSettingsDoc,
} from '@pauta/model';
import { getDb } from './firebase';

type StoredSettings = Partial<SiteSettingsDoc<unknown>>;

/** What the site says of itself while nobody has saved settings yet. */
export const DEFAULT_SITE_SETTINGS = {
  siteTitle: SITE_NAME,
  siteDescription: SITE_DESCRIPTION,
  siteKeywords: SITE_KEYWORDS,
  siteUrl: '',
} as const satisfies StoredSettings;

const settingsRef = () => doc(getDb(), COLLECTIONS.settings, SITE_SETTINGS_DOC);

/** The stored document, or null when nobody has saved settings yet. */
export async function readSiteSettings(): Promise<StoredSettings | null> {
  const snap = await getDoc(settingsRef());
  return snap.exists() ? (snap.data() as StoredSettings) : null;
}

/** Merges `values` into settings/site; a document created by this write starts with the defaults. */
export async function mergeSiteSettings(values: StoredSettings): Promise<void> {
  const base = (await readSiteSettings()) ? {} : DEFAULT_SITE_SETTINGS;
  await setDoc(settingsRef(), { ...base, ...values, updatedAt: serverTimestamp() }, { merge: true });
}
