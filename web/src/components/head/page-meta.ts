// The app's head manager for its own pages (the admin area, /login, /perfil): writes the page's
// head tags (head-tags.ts, the same list a rendered reader page carries) into the document,
// replacing the ones it wrote before instead of duplicating them.
import { siteUrl } from '../../lib/site';
import type { SiteMeta } from './site-meta';
import { HEAD_MARK, pageHeadTags, type HeadTag } from './head-tags';

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

/** The element a tag becomes (title aside). */
function elementFor(tag: Exclude<HeadTag, { kind: 'title' }>): HTMLElement {
  if (tag.kind === 'meta') {
    const el = document.createElement('meta');
    el.setAttribute(tag.attr, tag.key);
    el.setAttribute('content', tag.content);
    return el;
  }
  if (tag.kind === 'link') {
    const el = document.createElement('link');
    el.rel = tag.rel;
    if (tag.type) el.type = tag.type;
    if (tag.title) el.title = tag.title;
    el.href = tag.href;
    return el;
  }
  const el = document.createElement('script');
  el.type = 'application/ld+json';
  el.textContent = tag.json;
  return el;
}

export function applyPageMeta(meta: PageMeta, site: SiteMeta = {}): void {
  const tags = pageHeadTags(meta, { pathname: window.location.pathname, origin: siteUrl(), site });
  document.head.querySelectorAll(`[${HEAD_MARK}]`).forEach((el) => el.remove());
  for (const tag of tags) {
    if (tag.kind === 'title') {
      document.title = tag.text;
      continue;
    }
    // The page's own unmarked defaults (index.html's description) give way to the page's.
    if (tag.kind === 'meta') document.head.querySelector(`meta[${tag.attr}="${tag.key}"]`)?.remove();
    if (tag.kind === 'link' && tag.rel === 'canonical') document.head.querySelector('link[rel="canonical"]')?.remove();
    const el = elementFor(tag);
    el.setAttribute(HEAD_MARK, '');
    document.head.appendChild(el);
  }
}
