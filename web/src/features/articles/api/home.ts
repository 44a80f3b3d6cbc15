// The home page's data in one read: public/home, the snapshot onArticleWritten keeps current. When it
// does not exist yet (a fresh deploy before the first article write) the lists are read directly.
import { loadFirestore } from '../../../lib/firestore';
import { HOME_SNAPSHOT_DOC, PUBLIC_COLLECTION, type HomeCard, type HomeSnapshotDoc } from '@pauta/model';
import { toArticleSummary, type ArticleSummary } from '../../../lib/article-shape';
import { cursorFrom, type Page } from '../../../lib/cursor';
import { fetchFeatured, fetchLatest } from './lists';

export interface HomeData {
  featured: ArticleSummary | null;
  latest: ArticleSummary[];
  /** First page of each editor category (absent: read it from Firestore). */
  showcase: Record<string, Page<ArticleSummary>>;
  recommendedPreview: string;
}

/** A snapshot's card; 'AO VIVO' on it while its live coverage runs. */
const toSummary = (card: HomeCard): ArticleSummary => ({
  ...toArticleSummary(card.id, card),
  ...(card.live && { live: true }),
});

/** A snapshot document as the home page uses it (plain JSON, so the query cache can persist it). */
export function homeDataFrom(snapshot: Partial<HomeSnapshotDoc>): HomeData {
  const showcase: HomeData['showcase'] = {};
  for (const [slug, entry] of Object.entries(snapshot.showcase ?? {})) {
    const items = entry.items ?? [];
    const last = items[items.length - 1];
    showcase[slug] = {
      items: items.map(toSummary),
      next: entry.hasMore && last ? cursorFrom(last.publishedAt, last.id) : null,
    };
  }
  return {
    featured: snapshot.featured ? toSummary(snapshot.featured) : null,
    latest: (snapshot.latest ?? []).map(toSummary),
    showcase,
    recommendedPreview: snapshot.recommendedPreview ?? '',
  };
}

export async function fetchHome(latestCount: number): Promise<HomeData> {
  const { fs, db } = await loadFirestore();
  const snap = await fs.getDoc(fs.doc(db, PUBLIC_COLLECTION, HOME_SNAPSHOT_DOC));
  if (snap.exists()) return homeDataFrom(snap.data() as Partial<HomeSnapshotDoc>);
  const [featured, latest] = await Promise.all([fetchFeatured(), fetchLatest(latestCount)]);
  return { featured, latest, showcase: {}, recommendedPreview: '' };
}
