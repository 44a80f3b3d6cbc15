// The absolute base URL of feeds and sitemaps: settings/site.siteUrl when it is a valid http(s)
// URL, else the host the request came in on.
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS, SITE_SETTINGS_DOC, siteBaseUrl, type SiteSettingsDoc } from '@pauta/model';
import { trustedOrigin } from '../guards/trusted-origin';

export interface SiteInfo {
  baseUrl: string;
  title: string;
  description: string;
}

export interface RequestLike {
  get(name: string): string | undefined;
  protocol?: string;
}

export const DEFAULT_SITE_TITLE = 'Pauta';

/** The request's origin when its host is one of the site's (guards/trusted-origin), else the configured one. */
export function requestBaseUrl(req: RequestLike, env = process.env): string {
  return trustedOrigin((name) => req.get(name), env);
}

export function siteInfoFrom(
  settings: Partial<SiteSettingsDoc> | undefined,
  req: RequestLike,
  env = process.env,
): SiteInfo {
  return {
    baseUrl: siteBaseUrl(settings?.siteUrl) ?? requestBaseUrl(req, env),
    title: settings?.siteTitle?.trim() || DEFAULT_SITE_TITLE,
    description: settings?.siteDescription?.trim() ?? '',
  };
}

export async function readSiteInfo(req: RequestLike): Promise<SiteInfo> {
  const snap = await getFirestore().collection(COLLECTIONS.settings).doc(SITE_SETTINGS_DOC).get();
  return siteInfoFrom(snap.data() as Partial<SiteSettingsDoc> | undefined, req);
}
