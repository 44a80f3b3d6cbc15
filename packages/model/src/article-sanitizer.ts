// What an article body may contain in each place it goes out, one policy per output, all applied
// with DOMPurify: on a page (the app on the browser's DOMPurify, web/src/lib/sanitize-html.ts, and
// the render function on a jsdom one, functions/src/lib/sanitize.ts, so both show the same body)
// and in a feed (RSS content:encoded, functions/src/lib/sanitize.ts).
//
// Pages: no scripts, event handlers, unsafe URLs, forms or embedded objects; iframes only from the
// video allow-list, with only the features a player needs; inline styles that keep the body in its
// place (article-style-filter.ts); external links open in a new tab without access to window.opener.
import { filterArticleStyle } from './article-style-filter.js';

import { EMBED_FRAME_ORIGINS, EMBED_FRAME_SANDBOX, isEmbedId, isEmbedService } from './embeds.js';

/**
 * The video iframes a body may hold (pasted before embeds became facades), by host, and the player
 * each is served from: YouTube's always through youtube-nocookie, so a page frames only the players
 * the facades use (EMBED_FRAME_ORIGINS, the page's frame-src).
 */
export const IFRAME_HOSTS: ReadonlyMap<string, string> = new Map([
  ['www.youtube-nocookie.com', EMBED_FRAME_ORIGINS.youtube],
  ['youtube-nocookie.com', EMBED_FRAME_ORIGINS.youtube],
  ['www.youtube.com', EMBED_FRAME_ORIGINS.youtube],
  ['youtube.com', EMBED_FRAME_ORIGINS.youtube],
  ['player.vimeo.com', EMBED_FRAME_ORIGINS.vimeo],
]);

/** DOMPurify's Config for article bodies (typed structurally: the model does not depend on DOMPurify). */
export const ARTICLE_SANITIZE_CONFIG = {
  ADD_TAGS: ['iframe'],
  ADD_ATTR: ['target', 'allow', 'allowfullscreen', 'frameborder', 'loading', 'role', 'referrerpolicy'],
  FORBID_TAGS: [
    'script',
    'style',
    'link',
    'meta',
    'base',
    'form',
    'input',
    'textarea',
    'select',
    'option',
    'object',
    'embed',
    'applet',
    'frame',
    'frameset',
    'noscript',
    'template',
  ],
  FORBID_ATTR: ['srcdoc', 'formaction', 'action', 'ping', 'xlink:href', 'background'],
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

/**
 * The features an embedded player may use (an iframe's `allow=`): playing, protected video, full
 * screen, picture in picture. Anything else a pasted embed asks for (camera, microphone,
 * geolocation, clipboard, sensors…) is dropped, and no feature is delegated to another origin
 * than the player's own. The page's Permissions-Policy grants these to the embed players only.
 */
export const IFRAME_FEATURES = ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'] as const;

/** An iframe's `allow=` value reduced to IFRAME_FEATURES, each for the player's own origin; '' when none. */
export function iframeAllow(value: string | null): string {
  const asked = new Set((value ?? '').split(';').map((d) => d.trim().split(/\s+/)[0]!.toLowerCase()));
  return IFRAME_FEATURES.filter((feature) => asked.has(feature)).join('; ');
}

/** One attribute of a start tag: its name, then `=` and a value (quoted or not), if any. */
const ATTRIBUTE = /([\s/]+)([^\s=/>"']+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']*))?/g;
const START_TAG = /<([A-Za-z][^\s/>]*)((?:[\s/]+[^\s=/>"']+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']*))?)*)([\s/]*>)/g;

/**
 * The markup without inline event handler attributes (`onerror=…`, `<svg/onload=…>`), removed before
 * the sanitizer parses it. The sanitizer would drop them anyway; but a browser that merely parses
 * an element carrying one reports it against the page's Content-Security-Policy (which blocks it),
 * so a hostile body must not reach the parser with them. Both sanitizers (server and browser) run
 * this first, so they still agree.
 */
export function withoutEventHandlers(html: string): string {
  return html.replace(
    START_TAG,
    (_tag, name: string, attributes: string, end: string) =>
      `<${name}${attributes.replace(ATTRIBUTE, (attribute, _space, attr: string) => (/^on/i.test(attr) ? '' : attribute))}${end}`,
  );
}

/** A body iframe's address on its player's origin (IFRAME_HOSTS), or null when it may not be framed. */
export function iframePlayerSrc(src: string | null): string | null {
  if (!src) return null;
  try {
    const url = new URL(src, 'https://invalid.invalid');
    const player = IFRAME_HOSTS.get(url.hostname);
    if (url.protocol !== 'https:' || !player || url.port) return null;
    return `${player}${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

function isExternalHref(href: string, origin: string): boolean {
  try {
    const url = new URL(href, origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin;
  } catch {
    return false;
  }
}

/** The few Element members the hooks use (the model compiles without the DOM library). */
interface ElementLike {
  tagName?: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  hasAttribute(name: string): boolean;
  removeAttribute(name: string): void;
  remove(): void;
}

/**
 * Ids in a body never equal the page's own: every id and name gets this prefix, and so does every
 * reference to one (fragment links, aria-controls, label for...), so the body's tabs, anchors and
 * labels keep working while an `id="root"` or `id="pauta-state"` in a body names nothing of the app.
 */
export const BODY_ID_PREFIX = 'conteudo-';
const ID_ATTRIBUTES = new Set(['id', 'name']);
const ID_REFERENCE_ATTRIBUTES = new Set([
  'for',
  'headers',
  'data-target',
  'aria-activedescendant',
  'aria-controls',
  'aria-describedby',
  'aria-details',
  'aria-errormessage',
  'aria-flowto',
  'aria-labelledby',
  'aria-owns',
]);
/** The app's own markers (islands, test ids, the data the page was built from): never in a body. */
const APP_MARKER = /^data-(pauta|island|testid|ssr)/;

const prefixedId = (id: string) => (id.startsWith(BODY_ID_PREFIX) ? id : `${BODY_ID_PREFIX}${id}`);
const prefixedReference = (ref: string) => (ref.startsWith('#') ? `#${prefixedId(ref.slice(1))}` : prefixedId(ref));

/** An attribute's value with its ids prefixed; null when the attribute must go. */
function bodyAttribute(name: string, value: string): string | null {
  if (APP_MARKER.test(name)) return null;
  if (ID_ATTRIBUTES.has(name)) return value.trim() ? prefixedId(value.trim()) : null;
  if (ID_REFERENCE_ATTRIBUTES.has(name)) return value.split(/\s+/).filter(Boolean).map(prefixedReference).join(' ');
  // '#top' (and a bare '#') keep their meaning: the top of the page.
  if (name === 'href' && value.startsWith('#') && value.length > 1 && value !== '#top')
    return `#${prefixedId(value.slice(1))}`;
  return value;
}

/** The hooks to add to a private DOMPurify instance; `origin` is the site's, for external links. */
export function articleSanitizeHooks(origin: string) {
  return {
    uponSanitizeAttribute(_node: unknown, data: { attrName: string; attrValue: string; keepAttr: boolean }) {
      if (data.attrName === 'style') {
        // Only declarations that keep the body in its place (article-style-filter.ts), written plainly.
        const kept = filterArticleStyle(data.attrValue);
        if (kept) data.attrValue = kept;
        else data.keepAttr = false;
        return;
      }
      // Ids, their references and the app's markers (bodyAttribute): never the page's own.
      const value = bodyAttribute(data.attrName, data.attrValue);
      if (value === null) data.keepAttr = false;
      else data.attrValue = value;
    },
    afterSanitizeAttributes(node: unknown) {
      const el = node as ElementLike;
      const tag = el.tagName;
      if (!tag) return;
      if (tag === 'IFRAME') {
        const src = iframePlayerSrc(el.getAttribute('src'));
        if (!src) {
          el.remove();
          return;
        }
        el.setAttribute('src', src);
        const allow = iframeAllow(el.getAttribute('allow'));
        if (allow) el.setAttribute('allow', allow);
        else el.removeAttribute('allow');
        el.setAttribute('loading', 'lazy');
        el.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
        el.setAttribute('sandbox', EMBED_FRAME_SANDBOX);
        if (!el.getAttribute('title')) el.setAttribute('title', 'Vídeo incorporado');
        return;
      }
      if (tag === 'A') {
        const href = el.getAttribute('href');
        if (href && isExternalHref(href, origin)) {
          el.setAttribute('target', '_blank');
          el.setAttribute('rel', 'noopener noreferrer');
        } else if (el.hasAttribute('target')) {
          if (el.getAttribute('target') === '_blank') el.setAttribute('rel', 'noopener noreferrer');
          else el.removeAttribute('target');
        }
        return;
      }
      if (el.hasAttribute('target')) el.removeAttribute('target');
      // An embed facade names its service and content only when both are valid (./embeds.ts): the
      // reader's script builds the player's address from them, so nothing else may pass for one.
      if (el.hasAttribute('data-embed') || el.hasAttribute('data-embed-id')) {
        const service = el.getAttribute('data-embed');
        if (
          tag !== 'FIGURE' ||
          !isEmbedService(service) ||
          !isEmbedId(service, el.getAttribute('data-embed-id') ?? '')
        ) {
          el.removeAttribute('data-embed');
          el.removeAttribute('data-embed-id');
        }
      }
      if (tag === 'IMG') {
        if (!el.hasAttribute('alt')) el.setAttribute('alt', '');
        el.setAttribute('loading', 'lazy');
        el.setAttribute('decoding', 'async');
      }
    },
  };
}

// ---------- feeds ----------
// A feed carries formatting, lists, tables, links and images only: no scripts, styles, event
// handlers, iframes, forms, classes (except on code) or URLs other than http(s), mailto and
// relative ones. Relative links and images become absolute on the site, since a feed is read
// elsewhere. The markup is written with void elements closed (<img ... />), as feed readers expect.

/** The attributes each feed element may keep; every other attribute is dropped. */
const FEED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  code: ['class'],
};

const FEED_URL_SCHEMES = new Set(['http', 'https', 'mailto']);

/** Elements written as `<tag ... />`, without a closing tag. */
const FEED_VOID_ELEMENTS = new Set(['img', 'br', 'hr', 'area', 'base', 'basefont', 'input', 'link', 'meta', 'col']);

/** DOMPurify's Config for article bodies in feeds (see ARTICLE_SANITIZE_CONFIG). */
export const FEED_SANITIZE_CONFIG = {
  ALLOWED_TAGS: [
    ...['address', 'article', 'aside', 'footer', 'header', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hgroup'],
    ...['main', 'nav', 'section', 'blockquote', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'hr'],
    ...['li', 'menu', 'ol', 'p', 'pre', 'ul', 'a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code'],
    ...['data', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 'rb', 'rp', 'rt', 'rtc', 'ruby', 's', 'samp'],
    ...['small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr', 'caption', 'col'],
    ...['colgroup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'img'],
  ],
  ALLOWED_ATTR: [...new Set(Object.values(FEED_ATTRIBUTES).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  /** Elements dropped with their text; any other element removed keeps its text. */
  FORBID_CONTENTS: ['script', 'style', 'textarea', 'option', 'xmp'],
  RETURN_DOM_FRAGMENT: true,
};

// Whitespace and control characters a browser ignores inside a URL's scheme.
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const URL_IGNORED = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;

/** A feed URL: relative ones made absolute on `baseUrl`; null when its scheme is not allowed. */
function feedUrl(value: string, baseUrl: string): string | null {
  const url = value.startsWith('/') && !value.startsWith('//') ? `${baseUrl}${value}` : value;
  const compact = url.replace(URL_IGNORED, '');
  if (compact.startsWith('//')) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  return scheme && !FEED_URL_SCHEMES.has(scheme.toLowerCase()) ? null : url;
}

/** The hook to add to a private DOMPurify instance for feeds; `baseUrl` is the site's. */
export function feedSanitizeHooks(baseUrl: string) {
  return {
    uponSanitizeAttribute(
      node: unknown,
      data: { attrName: string; attrValue: string; keepAttr: boolean; forceKeepAttr?: boolean },
    ) {
      const tag = ((node as ElementLike).tagName ?? '').toLowerCase();
      if (!FEED_ATTRIBUTES[tag]?.includes(data.attrName)) {
        data.keepAttr = false;
        return;
      }
      if (data.attrName !== 'href' && data.attrName !== 'src') return;
      const url = feedUrl(data.attrValue, baseUrl);
      if (url === null) data.keepAttr = false;
      else data.attrValue = url;
    },
  };
}

/** The few Node members the feed serializer reads (the model compiles without the DOM library). */
interface NodeLike {
  nodeType: number;
  nodeName: string;
  nodeValue: string | null;
  childNodes: ArrayLike<NodeLike>;
  attributes?: ArrayLike<{ name: string; value: string }>;
}

const escapeFeedText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The sanitized body (DOMPurify's fragment) as feed markup: void elements closed, text escaped. */
export function serializeFeedHtml(fragment: unknown): string {
  let out = '';
  const write = (node: NodeLike) => {
    if (node.nodeType === 3) {
      out += escapeFeedText(node.nodeValue ?? '');
      return;
    }
    if (node.nodeType === 1) {
      const tag = node.nodeName.toLowerCase();
      out += `<${tag}`;
      for (const attr of Array.from(node.attributes ?? []))
        out += ` ${attr.name}="${escapeFeedText(attr.value).replace(/"/g, '&quot;')}"`;
      if (FEED_VOID_ELEMENTS.has(tag)) {
        out += ' />';
        return;
      }
      out += '>';
    }
    for (const child of Array.from(node.childNodes)) write(child);
    if (node.nodeType === 1) out += `</${node.nodeName.toLowerCase()}>`;
  };
  write(fragment as NodeLike);
  return out;
}
