// Sanitizes article HTML before it is rendered, with the shared rules of @pauta/model
// (article-sanitizer.ts): the render function applies the very same ones on the server.
import DOMPurify from 'dompurify';
import { ARTICLE_SANITIZE_CONFIG, articleSanitizeHooks, withoutEventHandlers } from '@pauta/model';

let purifier: ReturnType<typeof DOMPurify> | undefined;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  // A private instance: these hooks must not leak into other DOMPurify users (the admin editor).
  const instance = DOMPurify(window);
  const hooks = articleSanitizeHooks(window.location.origin);
  instance.addHook('uponSanitizeAttribute', hooks.uponSanitizeAttribute);
  instance.addHook('afterSanitizeAttributes', hooks.afterSanitizeAttributes);
  purifier = instance;
  return instance;
}

export function sanitizeArticleHtml(html: string): string {
  if (!html) return '';
  return getPurifier().sanitize(withoutEventHandlers(html), ARTICLE_SANITIZE_CONFIG) as string;
}
