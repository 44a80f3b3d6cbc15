// A tiny head manager: title, description, keywords, canonical, Open Graph, Twitter cards and
// JSON-LD. Tags it owns carry data-pauta-head so they are replaced, never duplicated.
import { absoluteUrl } from '../../lib/site';
import type { SiteMeta } from './site-meta';
import { FEED_PATHS, SITE_NAME } from '@pauta/model';

// Loaded with this (lazy) module, off the first paint's critical path.
export { loadSiteMeta, loadedSiteMeta } from './site-meta';

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

export function fullTitle(title: string, siteName = SITE_NAME): string {
  return title && title !== siteName ? `${title} | ${siteName}` : siteName;
}

/** A path made absolute on the configured canonical base (settings/site.siteUrl), else on this site. */
function canonicalUrl(pathOrUrl: string, baseUrl: string | undefined): string {
  if (/^https?:\/\//.test(pathOrUrl) || !baseUrl) return absoluteUrl(pathOrUrl);
  return `${baseUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** RSS autodiscovery: the site's feed on every public page, plus the category's or tag's own feed. */
function feedLinks(pathname: string, siteName: string): { href: string; title: string }[] {
  const feeds: { href: string; title: string }[] = [{ href: FEED_PATHS.site, title: siteName }];
  const category = /^\/categoria\/([^/]+)\/?$/.exec(pathname);
  const tag = /^\/tag\/([^/]+)\/?$/.exec(pathname);
  if (category) feeds.push({ href: FEED_PATHS.category(category[1]!), title: `${siteName} — ${category[1]}` });
  if (tag) feeds.push({ href: FEED_PATHS.tag(tag[1]!), title: `${siteName} — ${safeDecode(tag[1]!)}` });
  return feeds;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function replaceFeedLinks(feeds: { href: string; title: string }[]) {
  document.head
    .querySelectorAll(`link[rel="alternate"][type="application/rss+xml"][${MARK}]`)
    .forEach((l) => l.remove());
  for (const feed of feeds) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.type = 'application/rss+xml';
    link.title = feed.title;
    link.href = feed.href;
    link.setAttribute(MARK, '');
    document.head.appendChild(link);
  }
}

export function applyPageMeta(meta: PageMeta, site: SiteMeta = {}): void {
  const siteName = site.title ?? SITE_NAME;
  const title = fullTitle(meta.title, siteName);
  document.title = title;
  const url = canonicalUrl(meta.canonical ?? window.location.pathname, site.baseUrl);
  const image = meta.image ? absoluteUrl(meta.image) : undefined;
  const description = meta.description ?? site.description;

  upsertMeta('name', 'description', description);
  upsertMeta('name', 'keywords', meta.keywords ?? site.keywords);
  upsertMeta('name', 'robots', meta.noindex ? 'noindex' : undefined);
  upsertMeta('property', 'og:title', title);
  upsertMeta('property', 'og:description', description);
  upsertMeta('property', 'og:type', meta.type ?? 'website');
  upsertMeta('property', 'og:url', url);
  upsertMeta('property', 'og:image', image);
  upsertMeta('property', 'og:site_name', siteName);
  upsertMeta('property', 'og:locale', 'pt_BR');
  upsertMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  upsertMeta('name', 'twitter:title', title);
  upsertMeta('name', 'twitter:description', description);
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
  replaceFeedLinks(meta.noindex ? [] : feedLinks(window.location.pathname, siteName));

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
