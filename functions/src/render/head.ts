// The <head> tags of a rendered page: title, description, canonical, Open Graph, Twitter and
// JSON-LD. Each carries data-pauta-head, as the app's head manager (web/src/components/head) marks
// the tags it owns, so the app replaces them on navigation instead of adding duplicates.
import {
  correctionsJsonLd,
  escapeHtml,
  imageObjectJsonLd,
  SEARCH_PAGE_PATH,
  SEARCH_QUERY_PARAM,
  SITE_DESCRIPTION,
  SITE_NAME,
} from '@pauta/model';
import { jsonForScript } from './escape';
import { fullTitle } from './site';

export interface PageMeta {
  title: string;
  description?: string;
  keywords?: string;
  /** Path on this site. */
  canonical: string;
  image?: string;
  type?: 'website' | 'article' | 'profile';
  article?: { publishedTime?: string | null; modifiedTime?: string | null; section?: string; author?: string };
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
}

const MARK = 'data-pauta-head';

export function renderHead(meta: PageMeta, origin: string): string {
  const absolute = (pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`);
  const title = fullTitle(meta.title);
  const url = absolute(meta.canonical);
  const image = meta.image ? absolute(meta.image) : undefined;
  const tags: string[] = [`<title>${escapeHtml(title)}</title>`];
  const add = (attr: 'name' | 'property', key: string, content: string | null | undefined) => {
    if (content) tags.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}" ${MARK}>`);
  };
  add('name', 'description', meta.description);
  add('name', 'keywords', meta.keywords);
  add('name', 'robots', meta.noindex ? 'noindex' : undefined);
  add('property', 'og:title', title);
  add('property', 'og:description', meta.description);
  add('property', 'og:type', meta.type ?? 'website');
  add('property', 'og:url', url);
  add('property', 'og:image', image);
  add('property', 'og:site_name', SITE_NAME);
  add('property', 'og:locale', 'pt_BR');
  add('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  add('name', 'twitter:title', title);
  add('name', 'twitter:description', meta.description);
  add('name', 'twitter:image', image);
  add('property', 'article:published_time', meta.article?.publishedTime);
  add('property', 'article:modified_time', meta.article?.modifiedTime);
  add('property', 'article:section', meta.article?.section);
  add('property', 'article:author', meta.article?.author);
  tags.push(`<link rel="canonical" href="${escapeHtml(url)}" ${MARK}>`);
  for (const block of meta.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json" ${MARK}>${jsonForScript(block)}</script>`);
  }
  return tags.join('\n    ');
}

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
  /** The cover's metadata (the article's fields): JSON-LD ImageObject caption and creditText. */
  imageMeta?: { imageAlt?: string; imageCaption?: string; imageCredit?: string };
  imageSize?: { width: number; height: number } | null;
  path: string;
  author: string;
  datePublished?: string | null;
  dateModified?: string | null;
  section?: string;
  keywords?: string[];
  /** Its corrections, newest first (schema.org CorrectionComment). */
  corrections?: { text: string; at: string }[];
}

export function newsArticleJsonLd(a: NewsArticleInput, origin: string): Record<string, unknown> {
  const url = `${origin}${a.path}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: a.title,
    description: a.description,
    ...(a.image
      ? {
          image: [
            imageObjectJsonLd(
              /^https?:\/\//.test(a.image) ? a.image : `${origin}${a.image}`,
              a.imageMeta ?? {},
              a.imageSize,
            ),
          ],
        }
      : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: { '@type': 'Person', name: a.author },
    publisher: {
      '@type': 'Organization',
      name: SITE_NAME,
      logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` },
    },
    ...(a.datePublished ? { datePublished: a.datePublished } : {}),
    ...(a.dateModified || a.datePublished ? { dateModified: a.dateModified ?? a.datePublished } : {}),
    ...(a.section ? { articleSection: a.section } : {}),
    ...(a.keywords?.length ? { keywords: a.keywords.join(', ') } : {}),
    ...(a.corrections?.length ? { correction: correctionsJsonLd(a.corrections) } : {}),
    inLanguage: 'pt-BR',
  };
}
