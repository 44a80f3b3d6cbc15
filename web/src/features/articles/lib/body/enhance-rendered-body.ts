// A reader page's article: its body gets the spec's wiring (tabs, accordions, image zoom, code
// labels, back-to-top links) after 100 ms, and the page's back-to-top button its behaviour. Plain
// DOM code, run by the reader page's script: no React.
import { scheduleArticleWiring } from './wire-article-body';
import { wireBackToTopButton } from './back-to-top-button';

const BODY = '[data-article-body]';

/** Wires the article under `page`, if it has one. */
export function enhanceArticle(page: ParentNode): void {
  const body = page.querySelector<HTMLElement>(BODY);
  if (body) scheduleArticleWiring(body);
  wireBackToTopButton(page);
}
