// Article bodies as they leave the functions, with @pauta/model's policy for each output and one
// library, DOMPurify over a jsdom window: on a rendered page the app's very sanitizer
// (web/src/lib/sanitize-html.ts; test/render-sanitize.test.ts compares both), in a feed the feed
// policy. jsdom is loaded on first use, so only article pages and feeds pay for it.
import type { Config, DOMPurify, WindowLike } from 'dompurify';
import {
  ARTICLE_SANITIZE_CONFIG,
  articleSanitizeHooks,
  FEED_SANITIZE_CONFIG,
  feedSanitizeHooks,
  serializeFeedHtml,
  withoutEventHandlers,
} from '@pauta/model';

type Output = 'page' | 'feed';

const purifiers = new Map<string, DOMPurify>();

function purifierFor(output: Output, origin: string): DOMPurify {
  const key = `${output} ${origin}`;
  const cached = purifiers.get(key);
  if (cached) return cached;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { JSDOM } = require('jsdom') as typeof import('jsdom');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const createDOMPurify = require('dompurify') as DOMPurify;
  const window = new JSDOM('', { url: origin }).window;
  const instance = createDOMPurify(window as unknown as WindowLike);
  if (output === 'page') {
    const hooks = articleSanitizeHooks(origin);
    instance.addHook('uponSanitizeAttribute', hooks.uponSanitizeAttribute);
    instance.addHook('afterSanitizeAttributes', hooks.afterSanitizeAttributes);
  } else {
    instance.addHook('uponSanitizeAttribute', feedSanitizeHooks(origin).uponSanitizeAttribute);
  }
  purifiers.set(key, instance);
  return instance;
}

/** The body a rendered page shows: exactly what the app shows. */
export function sanitizeArticleHtml(html: string, origin: string): string {
  if (!html) return '';
  return purifierFor('page', origin).sanitize(withoutEventHandlers(html), ARTICLE_SANITIZE_CONFIG) as string;
}

/** The body a feed carries: relative links and images made absolute on `baseUrl`. */
export function sanitizeFeedHtml(html: string, baseUrl: string): string {
  if (!html) return '';
  const fragment = purifierFor('feed', baseUrl).sanitize(html, {
    ...FEED_SANITIZE_CONFIG,
    RETURN_DOM_FRAGMENT: true,
  } as Config & { RETURN_DOM_FRAGMENT: true });
  return serializeFeedHtml(fragment);
}
