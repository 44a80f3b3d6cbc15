// The site-wide SEO settings an admin saves in /admin/seo (settings/site): the title suffix, the
// default description and keywords, and the canonical base URL. Read once per page load (one public
// document read); pages keep the built-in defaults when it is missing or unreadable.
import { doc, getDoc } from 'firebase/firestore/lite';
import { getDb } from '../../lib/firebase';
import { COLLECTIONS, type SiteSettingsDoc } from '../../lib/model';

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

export function canonicalBase(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

let pending: Promise<SiteMeta> | undefined;

export function loadSiteMeta(): Promise<SiteMeta> {
  pending ??= getDoc(doc(getDb(), COLLECTIONS.settings, 'site'))
    .then((snap) => siteMetaFrom(snap.data() as Partial<SiteSettingsDoc> | undefined))
    .catch(() => ({}));
  return pending;
}

/** After an admin saves the settings, the next page reads them again. */
export function forgetSiteMeta() {
  pending = undefined;
}
