// One article card: the fields of an article document that every list, feed, sitemap, search
// index, home snapshot and rendered page reads (never the body, which lives in articleContents),
// and one projection of a stored document onto them. Each runtime says how it reads a stored
// timestamp: the functions as a Date or as the admin SDK's Timestamp, the web as its Timestamp.
import { isArticleStatus, type ArticleDoc, type ArticleStatus } from './documents.js';
import { variantsFor, type ImageVariants } from './image-variants.js';
import { cardCategoryPath } from './paths.js';
import { DEFAULT_AUTHOR } from './site.js';
import type { StoredTimestamp } from './time.js';

/** What a query selects to build cards (Firestore `select`). */
export const ARTICLE_CARD_FIELDS = [
  'slug',
  'title',
  'excerpt',
  'imageUrl',
  'imageVariants',
  'imageAlt',
  'imageCaption',
  'imageCredit',
  'category',
  'categoryPath',
  'tags',
  'authorId',
  'authorName',
  'featured',
  'status',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'metaTitle',
  'metaDescription',
  'modifiedAt',
  'noteCount',
] as const satisfies readonly (keyof ArticleDoc)[];

export interface ArticleCard<Time = StoredTimestamp> {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string;
  /** The cover's processed versions (srcset) when it came from the image library, else null. */
  imageVariants: ImageVariants | null;
  /** The cover's own text alternative: '' when it is decorative or was never described (never the title). */
  imageAlt: string;
  /** The cover's caption and credit ('' when unset): feeds carry them (media:content). */
  imageCaption: string;
  imageCredit: string;
  category: string;
  /** The category page it links to ('' without a category). */
  categoryPath: string;
  tags: string[];
  authorId: string;
  /** As stored ('' when unknown); cardAuthor gives the name to show. */
  authorName: string;
  featured: boolean;
  status: ArticleStatus;
  createdAt: Time | null;
  updatedAt: Time | null;
  publishedAt: Time | null;
  /** SEO overrides of the page metadata ('' when unset). */
  metaTitle: string;
  metaDescription: string;
  /** When the published story last changed materially (./article-notes.ts); null until then. */
  modifiedAt: Time | null;
  /** Its corrections and updates (0 without). */
  noteCount: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Any object with article fields: a stored document, a card, a rendered page's data. */
export type ArticleFieldsLike = { readonly [K in keyof ArticleDoc]?: unknown };

/** A stored article (any fields missing or malformed) as a card; `time` reads a stored timestamp. */
export function toArticleCard<Time>(
  id: string,
  data: ArticleFieldsLike | undefined,
  time: (value: unknown) => Time | null,
): ArticleCard<Time> {
  const d = data ?? {};
  const category = text(d.category);
  return {
    id,
    slug: text(d.slug),
    title: text(d.title),
    excerpt: text(d.excerpt),
    imageUrl: text(d.imageUrl),
    imageVariants: variantsFor(text(d.imageUrl), d.imageVariants),
    // Stored trimmed, and '' for a decorative cover (the editor's save).
    imageAlt: text(d.imageAlt),
    imageCaption: text(d.imageCaption),
    imageCredit: text(d.imageCredit),
    category,
    categoryPath: cardCategoryPath({ category, categoryPath: text(d.categoryPath) }),
    tags: Array.isArray(d.tags) ? d.tags.filter((t): t is string => typeof t === 'string') : [],
    authorId: text(d.authorId),
    authorName: text(d.authorName),
    featured: d.featured === true,
    status: isArticleStatus(d.status) ? d.status : 'draft',
    createdAt: time(d.createdAt),
    updatedAt: time(d.updatedAt),
    publishedAt: time(d.publishedAt),
    metaTitle: text(d.metaTitle),
    metaDescription: text(d.metaDescription),
    modifiedAt: time(d.modifiedAt),
    noteCount: Math.max(0, Number(d.noteCount) || 0),
  };
}

/** The author name a card shows: the stored one, else the site's team. */
export const cardAuthor = (card: Pick<ArticleCard<unknown>, 'authorName'>) => card.authorName.trim() || DEFAULT_AUTHOR;

/** The date a card shows and sorts by: when it was published, else when it was created. */
export const cardDate = <Time>(card: Pick<ArticleCard<Time>, 'publishedAt' | 'createdAt'>): Time | null =>
  card.publishedAt ?? card.createdAt;
