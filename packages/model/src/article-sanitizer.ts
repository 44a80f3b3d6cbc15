// What an article body may contain when it is shown: one DOMPurify configuration and one pair of
// hooks, installed by the app (web/src/lib/sanitize-html.ts) on the browser's DOMPurify and by the
// render function (functions/src/render/sanitize.ts) on a jsdom one, so both show the same body.
// No scripts, event handlers, unsafe URLs, forms or embedded objects; iframes only from the video
// allow-list; external links open in a new tab without access to window.opener.

export const IFRAME_HOSTS = new Set([
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
  'www.youtube.com',
  'youtube.com',
  'player.vimeo.com',
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
 * Inline styles dropped whole: legacy script hooks (expression(), behaviors, bindings), script URLs,
 * and fixed/sticky positioning that could cover the page's own UI.
 */
const UNSAFE_STYLE = /expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding|position\s*:\s*(fixed|sticky)/i;

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

/** The few Element members the hooks use (the model compiles without the DOM library). */
interface ElementLike {
  tagName?: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  hasAttribute(name: string): boolean;
  removeAttribute(name: string): void;
  remove(): void;
}

/** The hooks to add to a private DOMPurify instance; `origin` is the site's, for external links. */
export function articleSanitizeHooks(origin: string) {
  return {
    uponSanitizeAttribute(_node: unknown, data: { attrName: string; attrValue: string; keepAttr: boolean }) {
      if (data.attrName === 'style' && UNSAFE_STYLE.test(data.attrValue.replace(/\/\*[\s\S]*?\*\//g, ''))) {
        data.keepAttr = false;
      }
    },
    afterSanitizeAttributes(node: unknown) {
      const el = node as ElementLike;
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
      if (tag === 'IMG') {
        if (!el.hasAttribute('alt')) el.setAttribute('alt', '');
        el.setAttribute('loading', 'lazy');
        el.setAttribute('decoding', 'async');
      }
    },
  };
}
