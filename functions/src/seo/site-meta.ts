// GET /site-meta.json (Hosting rewrite to `siteMeta`): the public SEO settings reader pages use for
// their metadata. Served through the CDN so a page view costs no Firestore read of its own.
import { getFirestore } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/v2/https';
import { COLLECTIONS, SITE_SETTINGS_DOC, type SiteSettingsDoc } from '@pauta/model';
import { handlePreflight } from './http';

/** Browsers keep it 5 minutes, the CDN 1 hour (a saved change shows within that time). */
export const SITE_META_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600';

export function publicSiteMeta(data: Partial<SiteSettingsDoc> | undefined) {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    siteTitle: text(data?.siteTitle),
    siteDescription: text(data?.siteDescription),
    siteKeywords: text(data?.siteKeywords),
    siteUrl: text(data?.siteUrl),
  };
}

export async function handleSiteMeta(req: Request, res: Response): Promise<void> {
  if (handlePreflight(req.method, res)) return;
  try {
    const snap = await getFirestore().collection(COLLECTIONS.settings).doc(SITE_SETTINGS_DOC).get();
    res.set('Cache-Control', SITE_META_CACHE_CONTROL);
    res.set('Access-Control-Allow-Origin', '*');
    res.status(200).json(publicSiteMeta(snap.data() as Partial<SiteSettingsDoc> | undefined));
  } catch (error) {
    console.error('siteMeta failed', error);
    res.set('Cache-Control', 'no-store');
    res.status(500).json({ error: 'Erro ao ler as configurações do site' });
  }
}
