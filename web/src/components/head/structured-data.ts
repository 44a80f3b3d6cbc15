// JSON-LD builders (schema.org) for the home page and article pages; `origin` makes their URLs
// absolute (the page's origin: the server's for a rendered page, see use-site-origin.ts).
import { imageObjectJsonLd, SEARCH_PAGE_PATH, SEARCH_QUERY_PARAM, SITE_DESCRIPTION, SITE_NAME } from '@pauta/model';

const absolute = (path: string, origin: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

export function websiteJsonLd(origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    description: SITE_DESCRIPTION,
    url: `${origin}/`,
    inLanguage: 'pt-BR',
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}${SEARCH_PAGE_PATH}?${SEARCH_QUERY_PARAM}={search_term_string}`,
      },
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

export function newsArticleJsonLd(a: NewsArticleInput, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: a.title,
    description: a.description,
    ...(a.image ? { image: [imageObjectJsonLd(absolute(a.image, origin), a.imageMeta ?? {}, a.imageSize)] } : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': absolute(a.url, origin) },
    url: absolute(a.url, origin),
    author: { '@type': 'Person', name: a.author },
    publisher: {
      '@type': 'Organization',
      name: SITE_NAME,
      logo: { '@type': 'ImageObject', url: absolute('/favicon.svg', origin) },
    },
    ...(a.datePublished ? { datePublished: a.datePublished } : {}),
    ...(a.dateModified || a.datePublished ? { dateModified: a.dateModified ?? a.datePublished } : {}),
    ...(a.section ? { articleSection: a.section } : {}),
    ...(a.keywords?.length ? { keywords: a.keywords.join(', ') } : {}),
    inLanguage: 'pt-BR',
  };
}

/** A live coverage as JSON-LD reads it (./LiveBlogPosting): times in ms. */
export interface LiveBlogInput {
  startedAt: number;
  endedAt: number | null;
  /** Newest first (the pinned one included). */
  updates: {
    anchor: string;
    text: string;
    headline: string;
    authorName: string;
    at: number;
    editedAt: number | null;
    imageUrl: string;
  }[];
}

const isoOf = (ms: number) => new Date(ms).toISOString();

/**
 * A live article's JSON-LD: the NewsArticle's fields under schema.org's LiveBlogPosting (an Article
 * too), with its coverage's start and end and each entry as a BlogPosting in liveBlogUpdate.
 */
export function liveBlogPostingJsonLd(article: Record<string, unknown>, live: LiveBlogInput): Record<string, unknown> {
  const url = typeof article.url === 'string' ? article.url : '';
  return {
    ...article,
    '@type': 'LiveBlogPosting',
    coverageStartTime: isoOf(live.startedAt),
    ...(live.endedAt !== null && { coverageEndTime: isoOf(live.endedAt) }),
    liveBlogUpdate: live.updates.map((u) => ({
      '@type': 'BlogPosting',
      headline: u.headline,
      articleBody: u.text,
      datePublished: isoOf(u.at),
      dateModified: isoOf(u.editedAt ?? u.at),
      ...(u.authorName && { author: { '@type': 'Person', name: u.authorName } }),
      ...(u.imageUrl && { image: u.imageUrl }),
      url: `${url}#${u.anchor}`,
    })),
  };
}
