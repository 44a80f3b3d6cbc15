// Home snapshot: public/home, rebuilt by onArticleWritten and read by the home page (one read for
// every section).
import type { ArticleCard } from './article-card.js';
import type { EditorCategorySlug } from './categories.js';
import { COLLECTIONS } from './collections.js';
import type { StoredTimestamp } from './time.js';

export const PUBLIC_COLLECTION = COLLECTIONS.public;
export const HOME_SNAPSHOT_DOC = 'home';
export const HOME_LATEST_COUNT = 6;
export const HOME_SHOWCASE_COUNT = 6;
export const HOME_RECOMMENDED_PREVIEW_CHARS = 320;
/** The category 'Explore por Categoria' shows first. */
export const HOME_SHOWCASE_DEFAULT: EditorCategorySlug = 'tecnologia';

/** A card in the snapshot: the article card without its creation time (the publish time dates it). */
export type HomeCard<Time = StoredTimestamp> = Omit<ArticleCard<Time>, 'createdAt'> & {
  /** Its live coverage is running ('AO VIVO' on the card). */
  live?: true;
};

export interface HomeShowcase<Time = StoredTimestamp> {
  items: HomeCard<Time>[];
  /** More published articles exist in this category beyond `items`. */
  hasMore: boolean;
}

export interface HomeSnapshotDoc<Time = StoredTimestamp> {
  featured: HomeCard<Time> | null;
  latest: HomeCard<Time>[];
  /** One entry per editor category, keyed by slug. */
  showcase: Record<string, HomeShowcase<Time>>;
  /** 'Leitura Recomendada': the featured article's first words as plain text. */
  recommendedPreview: string;
  updatedAt: Time;
}
