// The SEO settings an admin saves in /admin/seo (settings/site), as the reader pages' head uses
// them: read at most once every 10 seconds per instance, not once per page view.
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, SITE_SETTINGS_DOC, siteBaseUrl, type ReaderSiteMeta } from '@pauta/model';

const FRESH_MS = 10_000;
let cached: { at: number; meta: Promise<ReaderSiteMeta> } | null = null;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export function readerSiteMeta(data: Record<string, unknown> | undefined): ReaderSiteMeta {
  return {
    title: text(data?.siteTitle),
    description: text(data?.siteDescription),
    keywords: text(data?.siteKeywords),
    baseUrl: siteBaseUrl(data?.siteUrl) ?? undefined,
  };
}

export function siteSettings(db: Firestore, now = Date.now()): Promise<ReaderSiteMeta> {
  if (!cached || now - cached.at > FRESH_MS) {
    const meta = db
      .collection(COLLECTIONS.settings)
      .doc(SITE_SETTINGS_DOC)
      .get()
      .then((snap) => readerSiteMeta(snap.data()));
    cached = { at: now, meta };
    meta.catch(() => (cached = null));
  }
  return cached.meta;
}
