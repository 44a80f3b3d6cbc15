// The article card the sitemap and feed functions read, and the shared sitemap entries (@pauta/model).

/** The card fields a sitemap or feed needs; never the body. */
export interface ArticleCard {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string;
  category: string;
  tags: string[];
  authorName: string;
  createdAt: Date | null;
  updatedAt: Date | null;
  publishedAt: Date | null;
}

export {
  articleEntry,
  encodedArticlePath as articlePath,
  STATIC_ENTRY_COUNT,
  staticEntries,
  type SitemapEntry,
} from '../model';
