// The SEO keys of settings/site (title, description, keywords, canonical URL).
import type { SiteSettingsDoc } from '@pauta/model';
import { DEFAULT_SITE_SETTINGS, mergeSiteSettings, readSiteSettings } from '../../../lib/site-settings';

export type SeoSettings = Pick<SiteSettingsDoc, 'siteTitle' | 'siteDescription' | 'siteKeywords' | 'siteUrl'>;

export async function fetchSeoSettings(): Promise<SeoSettings> {
  const data = await readSiteSettings();
  return {
    siteTitle: data?.siteTitle ?? DEFAULT_SITE_SETTINGS.siteTitle,
    siteDescription: data?.siteDescription ?? DEFAULT_SITE_SETTINGS.siteDescription,
    siteKeywords: data?.siteKeywords ?? DEFAULT_SITE_SETTINGS.siteKeywords,
    siteUrl: data?.siteUrl ?? DEFAULT_SITE_SETTINGS.siteUrl,
  };
}

/** Saves what the caller may change (an editor's save carries no siteUrl: only admins change it). */
export const saveSeoSettings = (values: Omit<SeoSettings, 'siteUrl'> & Partial<Pick<SeoSettings, 'siteUrl'>>) =>
  mergeSiteSettings(values);
