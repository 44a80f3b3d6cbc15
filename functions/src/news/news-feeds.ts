// The feeds of a category: settings/news.feeds[category] when it lists valid ones, else the defaults.
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, NEWS_SETTINGS_DOC, type NewsCategory } from '@pauta/model';
import { cleanUrl } from './clean-text';
import { DEFAULT_FEEDS, type FeedSource } from './news-config';

export function feedsFromSettings(settings: unknown, category: NewsCategory): FeedSource[] {
  const listed = (settings as { feeds?: Record<string, unknown> } | undefined)?.feeds?.[category];
  if (!Array.isArray(listed)) return DEFAULT_FEEDS[category];
  const valid = listed
    .map((f) => ({ source: typeof f?.source === 'string' ? f.source.trim() : '', url: cleanUrl(f?.url) }))
    .filter((f): f is FeedSource => !!f.source && !!f.url);
  return valid.length ? valid : DEFAULT_FEEDS[category];
}

export async function readFeeds(db: Firestore, category: NewsCategory): Promise<FeedSource[]> {
  const snapshot = await db.collection(COLLECTIONS.settings).doc(NEWS_SETTINGS_DOC).get();
  return feedsFromSettings(snapshot.data(), category);
}
