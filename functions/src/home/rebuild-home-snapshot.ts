// Builds public/home (featured, latest, six per editor category, the recommended preview) from the
// published articles, in one transaction so two rebuilds racing cannot leave an older snapshot.
// The home page then costs one read for all of it, whatever the archive size.
import { FieldValue, type Firestore, type QueryDocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  EDITOR_CATEGORY_SLUGS,
  HOME_LATEST_COUNT,
  HOME_RECOMMENDED_PREVIEW_CHARS,
  HOME_SHOWCASE_COUNT,
  HOME_SNAPSHOT_DOC,
  PUBLIC_COLLECTION,
  toArticleCard,
  type HomeCard,
  type HomeShowcase,
} from '@pauta/model';
import { asTimestamp, newestFirst, publishedArticles } from '../lib/firestore';
import { htmlToPlainText, truncateText } from './preview-text';

export function toHomeCard(snap: QueryDocumentSnapshot, live: ReadonlySet<string> = new Set()): HomeCard {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { createdAt, ...card } = toArticleCard(snap.id, snap.data(), asTimestamp);
  return live.has(snap.id) ? { ...card, live: true } : card;
}

async function showcaseOf(tx: Transaction, db: Firestore, slug: string) {
  // One more than shown tells whether 'Carregar mais artigos' has anything to load.
  const snap = await tx.get(newestFirst(publishedArticles(db).where('category', '==', slug), HOME_SHOWCASE_COUNT + 1));
  return (live: ReadonlySet<string>): HomeShowcase => ({
    items: snap.docs.slice(0, HOME_SHOWCASE_COUNT).map((d) => toHomeCard(d, live)),
    hasMore: snap.size > HOME_SHOWCASE_COUNT,
  });
}

export async function rebuildHomeSnapshot(db: Firestore): Promise<void> {
  const target = db.collection(PUBLIC_COLLECTION).doc(HOME_SNAPSHOT_DOC);
  await db.runTransaction(async (tx) => {
    const [liveSnap, featuredSnap, latestSnap, ...showcases] = await Promise.all([
      // The coverages running now: their cards say 'AO VIVO'.
      tx.get(db.collection(COLLECTIONS.liveCoverage).where('status', '==', 'live')),
      tx.get(newestFirst(publishedArticles(db).where('featured', '==', true), 1)),
      tx.get(newestFirst(publishedArticles(db), HOME_LATEST_COUNT)),
      ...EDITOR_CATEGORY_SLUGS.map((slug) => showcaseOf(tx, db, slug)),
    ]);
    const live = new Set(liveSnap.docs.map((d) => d.id));
    const featured = featuredSnap.docs[0] ? toHomeCard(featuredSnap.docs[0], live) : null;
    let recommendedPreview = '';
    if (featured) {
      const content = await tx.get(db.collection(COLLECTIONS.articleContents).doc(featured.id));
      const html = content.get('content');
      recommendedPreview = truncateText(
        htmlToPlainText(typeof html === 'string' ? html : ''),
        HOME_RECOMMENDED_PREVIEW_CHARS,
      );
    }
    tx.set(target, {
      featured,
      latest: latestSnap.docs.map((d) => toHomeCard(d, live)),
      showcase: Object.fromEntries(EDITOR_CATEGORY_SLUGS.map((slug, i) => [slug, showcases[i]!(live)])),
      recommendedPreview,
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
}
