// The editor form of a stored article: what the editor loads and what a revision records.
import { formatBrasiliaDateTime } from './brasilia-time.js';
import type { ArticleStatus } from './documents.js';
import type { ArticleFormFields } from './editor.js';
import type { ImageVariants } from './image-variants.js';

/** The fields of an article document the form reads (any runtime's Timestamp has toMillis()). */
export interface ArticleFormSource {
  title?: string;
  excerpt?: string;
  imageUrl?: string;
  category?: string;
  tags?: string[];
  featured?: boolean;
  status?: ArticleStatus;
  slug?: string;
  metaTitle?: string;
  metaDescription?: string;
  imageVariants?: ImageVariants | null;
  imageAlt?: string;
  imageDecorative?: boolean;
  imageCaption?: string;
  imageCredit?: string;
  scheduledFor?: { toMillis(): number } | null;
}

export function articleFormOf(doc: ArticleFormSource, content: string): ArticleFormFields {
  const scheduledFor = doc.scheduledFor?.toMillis?.();
  return {
    title: doc.title ?? '',
    excerpt: doc.excerpt ?? '',
    content,
    imageUrl: doc.imageUrl ?? '',
    category: doc.category ?? '',
    tags: doc.tags ?? [],
    featured: doc.featured === true,
    status: doc.status ?? 'draft',
    slug: doc.slug ?? '',
    metaTitle: doc.metaTitle ?? '',
    metaDescription: doc.metaDescription ?? '',
    imageVariants: doc.imageVariants ?? null,
    imageAlt: doc.imageAlt ?? '',
    imageDecorative: doc.imageDecorative === true,
    imageCaption: doc.imageCaption ?? '',
    imageCredit: doc.imageCredit ?? '',
    // 'Publicar em' shows the article's own time only while it is scheduled.
    publishAt:
      doc.status === 'scheduled' && typeof scheduledFor === 'number' ? formatBrasiliaDateTime(scheduledFor) : '',
  };
}
