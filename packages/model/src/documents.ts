// The documents stored in Firestore (docs/data-model.md): their fields, in the order the rules list
// them, and their shapes. `Time` is the timestamp class of the SDK reading them, bound once per
// runtime (see ./time.ts).
import type { ImageVariants } from './image-variants.js';
import type { ArticleReview } from './review.js';
import type { Role } from './roles.js';
import type { StoredTimestamp } from './time.js';

/** An image's metadata keys, on an article_images record (./image-metadata.ts). */
export const IMAGE_METADATA_FIELDS = ['alt', 'decorative', 'caption', 'credit'] as const;
/** The cover's copy of them on an article (and on the editor's stored form); absent on older articles. */
export const COVER_METADATA_FIELDS = ['imageAlt', 'imageDecorative', 'imageCaption', 'imageCredit'] as const;

/**
 * 'scheduled': not public until `scheduledFor`, when the publish step makes it 'published'. Clients
 * never move an article into 'published' themselves (firestore.rules; docs/data-model.md "Publishing").
 */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const isArticleStatus = (value: unknown): value is ArticleStatus =>
  typeof value === 'string' && (ARTICLE_STATUSES as readonly string[]).includes(value);

export const PROFILE_FIELDS = ['name', 'email', 'role', 'avatarUrl', 'createdAt', 'updatedAt'] as const;
/** What an owner may change on their own profile. */
export const PROFILE_SELF_EDITABLE_FIELDS = ['name', 'avatarUrl', 'updatedAt'] as const;
/** What an admin changes when setting a role. */
export const PROFILE_ROLE_FIELDS = ['role', 'updatedAt'] as const;

export const ARTICLE_FIELDS = [
  'title',
  'excerpt',
  'imageUrl',
  'category',
  'categoryPath',
  'featured',
  'status',
  'tags',
  'tagKeys',
  'slug',
  'authorId',
  'authorName',
  'createdAt',
  'updatedAt',
  'publishedAt',
  // Write counter: 1 on create, stored + 1 on every update (./article-version.ts).
  'version',
] as const;

export const ARTICLE_CONTENT_FIELDS = ['content', 'status', 'authorId', 'updatedAt'] as const;
export const SLUG_FIELDS = ['articleId'] as const;
export const SITE_SETTINGS_FIELDS = ['siteTitle', 'siteDescription', 'siteKeywords', 'siteUrl', 'updatedAt'] as const;
/** Keys settings/site may carry beyond SITE_SETTINGS_FIELDS (signupRole: see ./signup.ts). */
export const SITE_SETTINGS_OPTIONAL_FIELDS = ['signupRole'] as const;

export const IMAGE_PROCESSING_STATUSES = ['pending', 'completed', 'failed'] as const;
export type ImageProcessingStatus = (typeof IMAGE_PROCESSING_STATUSES)[number];

export const IMAGE_RECORD_FIELDS = [
  'filename',
  'originalUrl',
  'storagePath',
  'thumbnailPath',
  'url',
  'thumbnailUrl',
  'sizeBytes',
  'width',
  'height',
  'format',
  'compressedSizeBytes',
  'compressionRatio',
  'authorId',
  'articleId',
  'isExternal',
  'processingStatus',
  // the pt-BR reason of a failed processing
  'processingError',
  'createdAt',
  'updatedAt',
  // the processed versions (written by the image functions only)
  'variants',
  'variantPaths',
  // what the newsroom says about the image (./image-metadata.ts); absent on older records
  ...IMAGE_METADATA_FIELDS,
] as const;
/** The keys an uploader's pending record carries; everything else is the image functions' to write. */
export const IMAGE_RECORD_UPLOAD_FIELDS = [
  'filename',
  'originalUrl',
  'storagePath',
  'url',
  'authorId',
  'articleId',
  'isExternal',
  'processingStatus',
  'createdAt',
  'updatedAt',
  ...IMAGE_METADATA_FIELDS,
] as const satisfies readonly (typeof IMAGE_RECORD_FIELDS)[number][];
/** What the client may change on a record: its article link, its name and its metadata. */
export const IMAGE_RECORD_EDITABLE_FIELDS = [
  'articleId',
  'filename',
  'updatedAt',
  ...IMAGE_METADATA_FIELDS,
] as const satisfies readonly (typeof IMAGE_RECORD_FIELDS)[number][];
export const IMAGE_RECORD_REQUIRED_FIELDS = [
  'filename',
  'storagePath',
  'url',
  'authorId',
  'processingStatus',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (typeof IMAGE_RECORD_FIELDS)[number][];

export interface ProfileDoc<Time = StoredTimestamp> {
  name: string;
  email: string;
  role: Role;
  avatarUrl: string | null;
  createdAt: Time;
  updatedAt: Time;
}

export interface PublicProfileDoc<Time = StoredTimestamp> {
  name: string;
  role: Role;
  avatarUrl: string | null;
  updatedAt: Time;
}

export interface ArticleDoc<Time = StoredTimestamp> {
  title: string;
  excerpt: string;
  imageUrl: string;
  category: string;
  categoryPath: string;
  featured: boolean;
  status: ArticleStatus;
  tags: string[];
  tagKeys: string[];
  slug: string;
  authorId: string;
  authorName: string;
  createdAt: Time;
  updatedAt: Time;
  publishedAt: Time | null;
  /**
   * Write counter (./article-version.ts): 1 on create, stored + 1 on every update. Absent on
   * articles written before versions existed (read it with articleVersion()).
   */
  version?: number;
  /** Optional (absent on older articles): page title and description for readers' metadata. */
  metaTitle?: string;
  metaDescription?: string;
  /** The processed versions of the cover when it came from the image library (srcset); else absent or null. */
  imageVariants?: ImageVariants | null;
  /** The cover's text alternative, caption and credit (./image-metadata.ts); absent on older articles. */
  imageAlt?: string;
  imageDecorative?: boolean;
  imageCaption?: string;
  imageCredit?: string;
  /** Absent until the first review transition (./review.ts): independent of status. */
  review?: ArticleReview<Time>;
  /**
   * When a scheduled article goes public; kept once published by schedule (with publishedAt, the
   * record of its schedule); null for drafts and articles published now. Absent on older articles.
   */
  scheduledFor?: Time | null;
  /**
   * 'Atualizado em': when the published story last changed materially (a note, or a save not marked
   * 'Alteração menor'); absent until then (./article-notes.ts).
   */
  modifiedAt?: Time | null;
  /** How many notes (corrections, updates) it has; absent = 0. Moves by one with each note. */
  noteCount?: number;
  /**
   * True once it has a live coverage's summary (./live-coverage.ts): set by the function that first
   * writes liveSummaries/{id}, in the same transaction, never by a client. The article page reads
   * the summary only then (a read that finds nothing is billed too). Absent on every other article.
   */
  liveCoverage?: true;
}

export interface ArticleContentDoc<Time = StoredTimestamp> {
  content: string;
  status: ArticleStatus;
  authorId: string;
  updatedAt: Time;
}

export interface SlugDoc {
  articleId: string;
}

export interface TagStat {
  label: string;
  count: number;
}

export interface TagStatsDoc<Time = StoredTimestamp> {
  tags: Record<string, TagStat>;
  updatedAt: Time;
}

export interface SiteSettingsDoc<Time = StoredTimestamp> {
  siteTitle: string;
  siteDescription: string;
  siteKeywords: string;
  siteUrl: string;
  /** Role of new sign-ups (see SIGNUP_ROLES); absent means 'user'. */
  signupRole?: 'user' | 'editor';
  updatedAt: Time;
}

/**
 * A record in article_images. The uploader writes it 'pending' with only the upload's fields; the
 * image pipeline fills the processed ones, so they are optional until it completes.
 */
export interface ArticleImageDoc<Time = StoredTimestamp> {
  filename: string;
  originalUrl?: string | null;
  /** The original: private (staff and the image functions only). */
  storagePath: string;
  thumbnailPath?: string | null;
  /** The main WebP's public URL once processed; '' while pending (nothing public exists yet). */
  url: string;
  thumbnailUrl?: string | null;
  sizeBytes?: number | null;
  width?: number | null;
  height?: number | null;
  format?: string | null;
  compressedSizeBytes?: number | null;
  compressionRatio?: number | null;
  authorId: string;
  articleId?: string | null;
  isExternal?: boolean;
  processingStatus: ImageProcessingStatus;
  /** pt-BR reason when processingStatus is 'failed', else null. */
  processingError?: string | null;
  createdAt: Time;
  updatedAt: Time;
  /** The processed versions (./image-variants.ts) and the object names that hold them. */
  variants?: ImageVariants | null;
  variantPaths?: string[] | null;
  /** 'Texto alternativo', 'Imagem decorativa', 'Legenda', 'Crédito' (absent on older records). */
  alt?: string;
  decorative?: boolean;
  caption?: string;
  credit?: string;
}
