// Sanitizes article HTML before it is rendered: no scripts, no event handlers, no javascript: or
// other unsafe URLs, no forms or embedded objects, iframes only from the video allow-list.
// External links open in a new tab without access to window.opener.
import DOMPurify, { type Config } from 'dompurify';

export const IFRAME_HOSTS = new Set([
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
  'www.youtube.com',
  'youtube.com',
  'player.vimeo.com',
]);

const CONFIG: Config = {
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
 * Inline styles dropped whole: legacy script hooks (expression(), behaviors, bindings), script URLs,
 * and fixed/sticky positioning that could cover the page's own UI.
 */
const UNSAFE_STYLE = /expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding|position\s*:\s*(fixed|sticky)/i;

let purifier: ReturnType<typeof DOMPurify> | undefined;

export function isAllowedIframeSrc(src: string | null): boolean {
  if (!src) return false;
  try {
    const url = new URL(src, 'https://invalid.invalid');
    return url.protocol === 'https:' && IFRAME_HOSTS.has(url.hostname);
  } catch {
    return false;
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

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  // A private instance: these hooks must not leak into other DOMPurify users (the admin editor).
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style' && UNSAFE_STYLE.test(data.attrValue.replace(/\/\*[\s\S]*?\*\//g, ''))) {
      data.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    const tag = el.tagName;
    if (!tag) return;
    if (tag === 'IFRAME') {
      if (!isAllowedIframeSrc(el.getAttribute('src'))) {
        el.remove();
        return;
      }
      el.setAttribute('loading', 'lazy');
      el.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
      el.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation allow-popups');
      if (!el.getAttribute('title')) el.setAttribute('title', 'Vídeo incorporado');
      return;
    }
    if (tag === 'A') {
      const href = el.getAttribute('href');
      if (href && isExternalHref(href, window.location.origin)) {
        el.setAttribute('target', '_blank');
        el.setAttribute('rel', 'noopener noreferrer');
      } else if (el.hasAttribute('target')) {
        if (el.getAttribute('target') === '_blank') el.setAttribute('rel', 'noopener noreferrer');
        else el.removeAttribute('target');
      }
      return;
    }
    if (el.hasAttribute('target')) el.removeAttribute('target');
    if (tag === 'IMG') {
      if (!el.hasAttribute('alt')) el.setAttribute('alt', '');
      el.setAttribute('loading', 'lazy');
      el.setAttribute('decoding', 'async');
    }
  });
  purifier = instance;
  return instance;
}

export function sanitizeArticleHtml(html: string): string {
  if (!html) return '';
  return getPurifier().sanitize(html, CONFIG) as string;
}
