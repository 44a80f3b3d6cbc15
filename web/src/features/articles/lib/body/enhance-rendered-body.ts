// A reader page's article: its body gets the spec's wiring (tabs, accordions, image zoom, code
// labels, back-to-top links) after 100 ms, the embeds of its live coverage's entries their
// click-to-player wiring, and the page's back-to-top button its behaviour. Plain DOM code, run by
// the reader page's script: no React.
import { scheduleArticleWiring, wireEmbedsWhenPresent } from './wire-article-body';
import { wireBackToTopButton } from './back-to-top-button';

const BODY = '[data-article-body]';
/** The live coverage's section, live or ended (entries the live script inserts later wire themselves). */
const LIVE = 'section.live-coverage';

/** Wires the article under `page`, if it has one. */
export function enhanceArticle(page: ParentNode): void {
  const body = page.querySelector<HTMLElement>(BODY);
  if (body) scheduleArticleWiring(body);
  const live = page.querySelector<HTMLElement>(LIVE);
  if (live) wireEmbedsWhenPresent(live);
  wireBackToTopButton(page);
}
