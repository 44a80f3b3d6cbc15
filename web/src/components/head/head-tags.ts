// The tags of a page's <head> (title, description, keywords, canonical, Open Graph, Twitter cards,
// RSS autodiscovery, JSON-LD) from its metadata and the site's SEO settings. One list for both
// writers: the server writes it as HTML into a rendered page, the app's head manager into the DOM
// of its own pages. Tags it owns carry data-pauta-head so they are replaced, never duplicated.
import { FEED_PATHS, SITE_NAME } from '@pauta/model';
import type { PageMeta } from './page-meta';
import type { SiteMeta } from './site-meta';

export const HEAD_MARK = 'data-pauta-head';

export type HeadTag =
  | { kind: 'title'; text: string }
  | { kind: 'meta'; attr: 'name' | 'property'; key: string; content: string }
  | { kind: 'link'; rel: 'canonical' | 'alternate'; href: string; type?: string; title?: string }
  | { kind: 'jsonld'; json: string };

export interface HeadContext {
  /** The page's path (canonical fallback, feeds of a category or tag). */
  pathname: string;
  /** The site's origin, for absolute URLs. */
  origin: string;
  site?: SiteMeta;
}

export function fullTitle(title: string, siteName = SITE_NAME): string {
  return title && title !== siteName ? `${title} | ${siteName}` : siteName;
}

const absolute = (pathOrUrl: string, origin: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
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

/** JSON for a <script> element: '<' escaped, so a title containing '</script>' cannot end it. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function pageHeadTags(meta: PageMeta, { pathname, origin, site = {} }: HeadContext): HeadTag[] {
  const siteName = site.title ?? SITE_NAME;
  const title = fullTitle(meta.title, siteName);
  // The configured canonical base (settings/site.siteUrl) wins for paths; else this site's origin.
  const canonicalPath = meta.canonical ?? pathname;
  const url = absolute(canonicalPath, /^https?:\/\//.test(canonicalPath) ? '' : (site.baseUrl ?? origin));
  const image = meta.image ? absolute(meta.image, origin) : undefined;
  const description = meta.description ?? site.description;
  const tags: HeadTag[] = [{ kind: 'title', text: title }];
  const add = (attr: 'name' | 'property', key: string, content: string | null | undefined) => {
    if (content) tags.push({ kind: 'meta', attr, key, content });
  };
  add('name', 'description', description);
  add('name', 'keywords', meta.keywords ?? site.keywords);
  add('name', 'robots', meta.noindex ? 'noindex' : undefined);
  add('property', 'og:title', title);
  add('property', 'og:description', description);
  add('property', 'og:type', meta.type ?? 'website');
  add('property', 'og:url', url);
  add('property', 'og:image', image);
  add('property', 'og:site_name', siteName);
  add('property', 'og:locale', 'pt_BR');
  add('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  add('name', 'twitter:title', title);
  add('name', 'twitter:description', description);
  add('name', 'twitter:image', image);
  add('property', 'article:published_time', meta.article?.publishedTime);
  add('property', 'article:modified_time', meta.article?.modifiedTime);
  add('property', 'article:section', meta.article?.section);
  add('property', 'article:author', meta.article?.author);
  tags.push({ kind: 'link', rel: 'canonical', href: url });
  if (!meta.noindex)
    for (const feed of feedLinks(pathname, siteName))
      tags.push({ kind: 'link', rel: 'alternate', type: 'application/rss+xml', href: feed.href, title: feed.title });
  const blocks = meta.jsonLd ? (Array.isArray(meta.jsonLd) ? meta.jsonLd : [meta.jsonLd]) : [];
  for (const block of blocks) tags.push({ kind: 'jsonld', json: scriptJson(block) });
  return tags;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tags as HTML, for a page the server writes. */
export function headTagsHtml(tags: HeadTag[]): string {
  return tags
    .map((tag) => {
      switch (tag.kind) {
        case 'title':
          return `<title>${escapeAttribute(tag.text)}</title>`;
        case 'meta':
          return `<meta ${tag.attr}="${tag.key}" content="${escapeAttribute(tag.content)}" ${HEAD_MARK}>`;
        case 'link': {
          const extra = `${tag.type ? ` type="${tag.type}"` : ''}${tag.title ? ` title="${escapeAttribute(tag.title)}"` : ''}`;
          return `<link rel="${tag.rel}"${extra} href="${escapeAttribute(tag.href)}" ${HEAD_MARK}>`;
        }
        case 'jsonld':
          return `<script type="application/ld+json" ${HEAD_MARK}>${tag.json}</script>`;
      }
    })
    .join('\n    ');
}
