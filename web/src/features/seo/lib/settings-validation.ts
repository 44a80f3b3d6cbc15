// Checks of the SEO settings form, mirroring the settings/site rules (title 1–200, description and
// keywords ≤ 500, URL ≤ 2048) plus a valid http(s) site URL.
import type { SeoSettings } from '../api/site-settings';

export type SettingsErrors = Partial<Record<keyof SeoSettings, string>>;

export function validateSeoSettings(v: SeoSettings): SettingsErrors {
  const errors: SettingsErrors = {};
  if (!v.siteTitle.trim()) errors.siteTitle = 'Informe o título do site';
  else if (v.siteTitle.length > 200) errors.siteTitle = 'Máximo de 200 caracteres';
  if (v.siteDescription.length > 500) errors.siteDescription = 'Máximo de 500 caracteres';
  if (v.siteKeywords.length > 500) errors.siteKeywords = 'Máximo de 500 caracteres';
  const url = v.siteUrl.trim();
  if (url.length > 2048) errors.siteUrl = 'Máximo de 2048 caracteres';
  else if (url && !isHttpUrl(url)) errors.siteUrl = 'Informe um endereço completo, como https://www.exemplo.com.br';
  return errors;
}

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Trimmed values as stored (the site URL without a trailing slash). */
export const normalizeSeoSettings = (v: SeoSettings): SeoSettings => ({
  siteTitle: v.siteTitle.trim(),
  siteDescription: v.siteDescription.trim(),
  siteKeywords: v.siteKeywords.trim(),
  siteUrl: v.siteUrl.trim().replace(/\/+$/, ''),
});
