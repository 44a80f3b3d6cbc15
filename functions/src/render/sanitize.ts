// The article sanitizer of the app (web/src/lib/sanitize-html.ts), run on the server over a jsdom
// window with the same shared configuration and hooks (@pauta/model's article-sanitizer), so the
// rendered body is the body the app shows (test/render-sanitize.test.ts compares both). jsdom is
// loaded on first use, so only article pages pay for it.
import type { DOMPurify, WindowLike } from 'dompurify';
import { ARTICLE_SANITIZE_CONFIG, articleSanitizeHooks } from '../model';

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
  const hooks = articleSanitizeHooks(origin);
  instance.addHook('uponSanitizeAttribute', hooks.uponSanitizeAttribute);
  instance.addHook('afterSanitizeAttributes', hooks.afterSanitizeAttributes);
  purifiers.set(origin, instance);
  return instance;
}

export function sanitizeArticleHtml(html: string, origin: string): string {
  if (!html) return '';
  return purifierFor(origin).sanitize(html, ARTICLE_SANITIZE_CONFIG) as string;
}
