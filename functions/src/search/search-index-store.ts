// Builds the search index from the published articles and keeps it as one Cloud Storage object.
// A full rebuild reads every published article once (a projection of the card fields): at 3,000
// articles that is 3,000 reads per publish or edit, cheap next to an article's views; the archive
// size where a hosted engine is due is measured in docs/search.md.
import type { Firestore } from 'firebase-admin/firestore';
import type { getStorage } from 'firebase-admin/storage';
import { buildSearchIndex, SEARCH_INDEX_OBJECT, type SearchIndexFile } from '@pauta/model/search';
import { toSearchDocument } from '@pauta/model';
import { cardOf, publishedArticleCards } from '../lib/firestore';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

export async function collectSearchDocuments(db: Firestore) {
  const snap = await publishedArticleCards(db).get();
  return snap.docs.map((d) => toSearchDocument(cardOf(d)));
}

/** When the stored index was built, or null when there is none. */
export async function storedBuiltAt(bucket: Bucket): Promise<string | null> {
  try {
    const [metadata] = await bucket.file(SEARCH_INDEX_OBJECT).getMetadata();
    const builtAt = metadata.metadata?.builtAt;
    return typeof builtAt === 'string' ? builtAt : null;
  } catch {
    return null;
  }
}

/**
 * Rebuilds and stores the index. Two rebuilds racing (two articles saved at once) must not leave the
 * older one: a rebuild that started before the stored index was built does not overwrite it.
 */
export async function rebuildSearchIndex(db: Firestore, bucket: Bucket, now = new Date()): Promise<SearchIndexFile> {
  const file = buildSearchIndex(await collectSearchDocuments(db), now);
  const stored = await storedBuiltAt(bucket);
  if (stored && stored > file.builtAt) return file;
  await bucket.file(SEARCH_INDEX_OBJECT).save(JSON.stringify(file), {
    resumable: false,
    metadata: { contentType: 'application/json', cacheControl: 'no-cache', metadata: { builtAt: file.builtAt } },
  });
  return file;
}

/** The stored index as text, built first when none exists yet (a fresh project). */
export async function readSearchIndexText(db: Firestore, bucket: Bucket): Promise<string> {
  try {
    const [data] = await bucket.file(SEARCH_INDEX_OBJECT).download();
    return data.toString('utf8');
  } catch (error) {
    if ((error as { code?: unknown }).code !== 404) throw error;
    return JSON.stringify(await rebuildSearchIndex(db, bucket));
  }
}
