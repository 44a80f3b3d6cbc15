// The absolute base URL of feeds and sitemaps: settings/site.siteUrl when it is a valid http(s)
// URL, else the host the request came in on.
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS, SITE_SETTINGS_DOC, siteBaseUrl, type SiteSettingsDoc } from '@pauta/model';

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

export function requestBaseUrl(req: RequestLike): string {
  const host = req.get('x-forwarded-host') ?? req.get('host') ?? 'localhost';
  const proto = req.get('x-forwarded-proto')?.split(',')[0]?.trim() || req.protocol || 'https';
  return `${proto}://${host.split(',')[0]!.trim()}`;
}

export function siteInfoFrom(settings: Partial<SiteSettingsDoc> | undefined, req: RequestLike): SiteInfo {
  return {
    baseUrl: siteBaseUrl(settings?.siteUrl) ?? requestBaseUrl(req),
    title: settings?.siteTitle?.trim() || DEFAULT_SITE_TITLE,
    description: settings?.siteDescription?.trim() ?? '',
  };
}

export async function readSiteInfo(req: RequestLike): Promise<SiteInfo> {
  const snap = await getFirestore().collection(COLLECTIONS.settings).doc(SITE_SETTINGS_DOC).get();
  return siteInfoFrom(snap.data() as Partial<SiteSettingsDoc> | undefined, req);
}
