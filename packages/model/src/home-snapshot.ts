// Home snapshot (issue 15): public/home, rebuilt by onArticleWritten and read by the home page.
import { COLLECTIONS } from './collections.js';
import type { ArticleDoc } from './documents.js';

export const PUBLIC_COLLECTION = COLLECTIONS.public;
export const HOME_SNAPSHOT_DOC = 'home';
export const HOME_LATEST_COUNT = 6;
export const HOME_SHOWCASE_COUNT = 6;
export const HOME_RECOMMENDED_PREVIEW_CHARS = 320;

/** An article as a card needs it: the article document's fields, with its id, never its body. */
export type HomeCard<Time = unknown> = Omit<ArticleDoc<Time>, 'createdAt'> & { id: string };

export interface HomeShowcase<Time = unknown> {
  items: HomeCard<Time>[];
  /** More published articles exist in this category beyond `items`. */
  hasMore: boolean;
}

export interface HomeSnapshotDoc<Time = unknown> {
  featured: HomeCard<Time> | null;
  latest: HomeCard<Time>[];
  /** One entry per editor category, keyed by slug. */
  showcase: Record<string, HomeShowcase<Time>>;
  /** 'Leitura Recomendada': the featured article's first words as plain text. */
  recommendedPreview: string;
  updatedAt: Time;
}
