// settings/site: read by anyone, written by admins and editors (the rules check every key).
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';
import {
  COLLECTIONS,
  SITE_DESCRIPTION,
  SITE_KEYWORDS,
  SITE_NAME,
  SITE_SETTINGS_DOC,
  type SiteSettingsDoc,
} from '@pauta/model';

export type SeoSettings = Pick<SiteSettingsDoc, 'siteTitle' | 'siteDescription' | 'siteKeywords' | 'siteUrl'>;

const settingsRef = () => doc(getDb(), COLLECTIONS.settings, SITE_SETTINGS_DOC);

export const DEFAULT_SEO_SETTINGS: SeoSettings = {
  siteTitle: SITE_NAME,
  siteDescription: SITE_DESCRIPTION,
  siteKeywords: SITE_KEYWORDS,
  siteUrl: '',
};

export async function fetchSeoSettings(): Promise<SeoSettings> {
  const data = (await getDoc(settingsRef())).data() as Partial<SiteSettingsDoc> | undefined;
  return {
    siteTitle: data?.siteTitle ?? DEFAULT_SEO_SETTINGS.siteTitle,
    siteDescription: data?.siteDescription ?? DEFAULT_SEO_SETTINGS.siteDescription,
    siteKeywords: data?.siteKeywords ?? DEFAULT_SEO_SETTINGS.siteKeywords,
    siteUrl: data?.siteUrl ?? '',
  };
}

/** Merged, so keys other screens own (the sign-up role) are kept. */
export async function saveSeoSettings(values: SeoSettings): Promise<void> {
  await setDoc(settingsRef(), { ...values, updatedAt: serverTimestamp() }, { merge: true });
}
