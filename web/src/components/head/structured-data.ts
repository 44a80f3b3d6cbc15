// JSON-LD builders (schema.org) for the home page and article pages.
import { absoluteUrl } from '../../lib/site';
import { imageObjectJsonLd, SITE_DESCRIPTION, SITE_NAME } from '@pauta/model';

export function websiteJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    description: SITE_DESCRIPTION,
    url: absoluteUrl('/'),
    inLanguage: 'pt-BR',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: absoluteUrl('/busca?q={search_term_string}') },
      'query-input': 'required name=search_term_string',
    },
  };
}

export interface NewsArticleInput {
  title: string;
  description: string;
  image?: string;
  /** The cover's metadata (the article's own fields): JSON-LD ImageObject caption and creditText. */
  imageMeta?: { imageAlt?: string; imageCaption?: string; imageCredit?: string };
  imageSize?: { width: number; height: number } | null;
  url: string;
  author: string;
  datePublished?: string | null;
  dateModified?: string | null;
  section?: string;
  keywords?: string[];
}

export function newsArticleJsonLd(a: NewsArticleInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: a.title,
    description: a.description,
    ...(a.image
      ? {
          image: [imageObjectJsonLd(absoluteUrl(a.image), a.imageMeta ?? {}, a.imageSize)],
        }
      : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(a.url) },
    url: absoluteUrl(a.url),
    author: { '@type': 'Person', name: a.author },
    publisher: {
      '@type': 'Organization',
      name: SITE_NAME,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
    },
    ...(a.datePublished ? { datePublished: a.datePublished } : {}),
    ...(a.dateModified || a.datePublished ? { dateModified: a.dateModified ?? a.datePublished } : {}),
    ...(a.section ? { articleSection: a.section } : {}),
    ...(a.keywords?.length ? { keywords: a.keywords.join(', ') } : {}),
    inLanguage: 'pt-BR',
  };
}
