// The site as mails and newsletter pages name it: its title and the absolute base of every link.
// The base is settings/site.siteUrl, else SITE_URL, else (emulator only) the host the request came
// in on, else the project's default Hosting domain. A request's Host header is never trusted in
// production: anyone can call the function's own URL with a forged one and have links point elsewhere.
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, SITE_SETTINGS_DOC, siteBaseUrl, type SiteSettingsDoc } from '@pauta/model';
import { DEFAULT_SITE_TITLE, requestBaseUrl, type RequestLike } from '../seo/site-base';

export interface MailSite {
  title: string;
  baseUrl: string;
}

export function mailSiteFrom(settings: Partial<SiteSettingsDoc> | undefined, req?: RequestLike): MailSite {
  const project = process.env.GCLOUD_PROJECT ?? JSON.parse(process.env.FIREBASE_CONFIG ?? '{}').projectId;
  const fromRequest = req && process.env.FUNCTIONS_EMULATOR === 'true' ? requestBaseUrl(req) : null;
  return {
    title: settings?.siteTitle?.trim() || DEFAULT_SITE_TITLE,
    baseUrl:
      siteBaseUrl(settings?.siteUrl) ??
      siteBaseUrl(process.env.SITE_URL) ??
      fromRequest ??
      `https://${project ?? 'localhost'}.web.app`,
  };
}

export async function readMailSite(db: Firestore, req?: RequestLike): Promise<MailSite> {
  const snap = await db.collection(COLLECTIONS.settings).doc(SITE_SETTINGS_DOC).get();
  return mailSiteFrom(snap.data() as Partial<SiteSettingsDoc> | undefined, req);
}
