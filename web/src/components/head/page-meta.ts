// A tiny head manager: title, description, keywords, canonical, Open Graph, Twitter cards and
// JSON-LD. Tags it owns carry data-pauta-head so they are replaced, never duplicated.
import { SITE_NAME, absoluteUrl } from '../../lib/site';

export interface PageMeta {
  title: string;
  description?: string;
  keywords?: string;
  /** Path or absolute URL. */
  canonical?: string;
  image?: string;
  type?: 'website' | 'article' | 'profile';
  article?: {
    publishedTime?: string | null;
    modifiedTime?: string | null;
    section?: string;
    author?: string;
    tags?: string[];
  };
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  noindex?: boolean;
}

const MARK = 'data-pauta-head';

function upsertMeta(attr: 'name' | 'property', key: string, content: string | undefined | null) {
  const selector = `meta[${attr}="${key}"]`;
  let el = document.head.querySelector<HTMLMetaElement>(selector);
  if (!content) {
    if (el?.hasAttribute(MARK)) el.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    el.setAttribute(MARK, '');
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

export function fullTitle(title: string): string {
  return title && title !== SITE_NAME ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

export function applyPageMeta(meta: PageMeta): void {
  const title = fullTitle(meta.title);
  document.title = title;
  const url = absoluteUrl(meta.canonical ?? window.location.pathname);
  const image = meta.image ? absoluteUrl(meta.image) : undefined;

  upsertMeta('name', 'description', meta.description);
  upsertMeta('name', 'keywords', meta.keywords);
  upsertMeta('name', 'robots', meta.noindex ? 'noindex' : undefined);
  upsertMeta('property', 'og:title', title);
  upsertMeta('property', 'og:description', meta.description);
  upsertMeta('property', 'og:type', meta.type ?? 'website');
  upsertMeta('property', 'og:url', url);
  upsertMeta('property', 'og:image', image);
  upsertMeta('property', 'og:site_name', SITE_NAME);
  upsertMeta('property', 'og:locale', 'pt_BR');
  upsertMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  upsertMeta('name', 'twitter:title', title);
  upsertMeta('name', 'twitter:description', meta.description);
  upsertMeta('name', 'twitter:image', image);
  upsertMeta('property', 'article:published_time', meta.article?.publishedTime);
  upsertMeta('property', 'article:modified_time', meta.article?.modifiedTime);
  upsertMeta('property', 'article:section', meta.article?.section);
  upsertMeta('property', 'article:author', meta.article?.author);

  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    canonical.setAttribute(MARK, '');
    document.head.appendChild(canonical);
  }
  canonical.href = url;

  document.head.querySelectorAll(`script[type="application/ld+json"][${MARK}]`).forEach((s) => s.remove());
  const blocks = meta.jsonLd ? (Array.isArray(meta.jsonLd) ? meta.jsonLd : [meta.jsonLd]) : [];
  for (const block of blocks) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(MARK, '');
    // '<' escaped so a title containing '</script>' cannot end the block.
    script.textContent = JSON.stringify(block).replace(/</g, '\\u003c');
    document.head.appendChild(script);
  }
}
