// The article sanitizer of web/src/lib/sanitize-html.ts, run on the server over a jsdom window:
// the same DOMPurify configuration and hooks, so the rendered body is the body the app shows
// (test/render-sanitize.test.ts compares both on the same inputs). jsdom is loaded on first use,
// so only article pages pay for it.
import type { Config, DOMPurify, WindowLike } from 'dompurify';

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

const UNSAFE_STYLE = /expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding|position\s*:\s*(fixed|sticky)/i;

function isAllowedIframeSrc(src: string | null): boolean {
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

/** The few Element members the hooks use (the functions compile without the DOM library). */
interface ElementLike {
  tagName?: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  hasAttribute(name: string): boolean;
  removeAttribute(name: string): void;
  remove(): void;
}

const purifiers = new Map<string, DOMPurify>();

function purifierFor(origin: string): DOMPurify {
  const cached = purifiers.get(origin);
  if (cached) return cached;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { JSDOM } = require('jsdom') as typeof import('jsdom');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const createDOMPurify = require('dompurify') as DOMPurify;
  const window = new JSDOM('', { url: origin }).window;
  const instance = createDOMPurify(window as unknown as WindowLike);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style' && UNSAFE_STYLE.test(data.attrValue.replace(/\/\*[\s\S]*?\*\//g, ''))) {
      data.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    const el = node as unknown as ElementLike;
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
  });
  purifiers.set(origin, instance);
  return instance;
}

export function sanitizeArticleHtml(html: string, origin: string): string {
  if (!html) return '';
  return purifierFor(origin).sanitize(html, CONFIG) as string;
}
