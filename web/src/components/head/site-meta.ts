// The site-wide SEO settings an admin saves in /admin/seo (settings/site): the title suffix, the
// default description and keywords, and the canonical base URL. Fetched once per page load from
// /site-meta.json (a Hosting rewrite to the siteMeta function, cached by the CDN), so a page view
// costs no Firestore read; pages keep the built-in defaults when it is unavailable.
import { siteBaseUrl, type SiteSettingsDoc } from '@pauta/model';

export interface SiteMeta {
  title?: string;
  description?: string;
  keywords?: string;
  /** Canonical origin (and optional path prefix) without a trailing slash. */
  baseUrl?: string;
}

export function siteMetaFrom(data: Partial<SiteSettingsDoc> | undefined): SiteMeta {
  if (!data) return {};
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  return {
    title: text(data.siteTitle),
    description: text(data.siteDescription),
    keywords: text(data.siteKeywords),
    baseUrl: canonicalBase(data.siteUrl),
  };
}

/** The configured site URL as the canonical base, when it is a valid http(s) URL. */
export const canonicalBase = (value: unknown): string | undefined => siteBaseUrl(value) ?? undefined;

export const SITE_META_PATH = '/site-meta.json';

let pending: Promise<SiteMeta> | undefined;
let loaded: SiteMeta | undefined;
let bypassCache = false;

/** The settings once fetched (undefined before): pages apply defaults first, then these. */
export const loadedSiteMeta = () => loaded;

export function loadSiteMeta(): Promise<SiteMeta> {
  pending ??= fetch(SITE_META_PATH, bypassCache ? { cache: 'reload' } : {})
    .then((res) => (res.ok ? (res.json() as Promise<Partial<SiteSettingsDoc>>) : undefined))
    .then(siteMetaFrom)
    .catch(() => ({}))
    .then((meta) => (loaded = meta));
  bypassCache = false;
  return pending;
}

/** After an admin saves the settings, the next page fetches them again past the browser cache. */
export function forgetSiteMeta() {
  pending = undefined;
  loaded = undefined;
  bypassCache = true;
}
