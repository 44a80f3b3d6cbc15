// The article body of a server-rendered page gets the same wiring as the app's (tabs, accordions,
// image zoom, code labels, back-to-top) and the same stylesheet, without React. When the app later
// replaces the page, the tabs and accordions the reader changed keep their state.
import '../../components/article-body.css';
import { scheduleArticleWiring } from './wire-article-body';

const RENDERED_BODY = '[data-ssr="article-body"]';
const APP_BODY = '[data-testid="article-body"]';
const TABS = '.tab, [role="tab"]';
const ACCORDION_HEADERS = '.accordion-header, [data-accordion-header]';

/** Wires the rendered body under `page`, if it has one. */
export function enhanceRenderedArticleBody(page: ParentNode): void {
  const body = page.querySelector<HTMLElement>(RENDERED_BODY);
  if (body) scheduleArticleWiring(body);
}

/**
 * Opens, in the app's body under `app`, the same tabs and accordions as in the rendered page's
 * (`rendered`, still readable after the swap removed it), once that body is wired. Both bodies are
 * the same sanitized HTML, so the widgets match by position. The app's body may mount (or mount
 * again) a little after the swap: each newly wired body gets the state, until `timeoutMs`.
 */
export function carryArticleWidgetState(rendered: ParentNode, app: ParentNode, timeoutMs = 15_000): void {
  const from = rendered.querySelector<HTMLElement>(RENDERED_BODY);
  if (!from) return;
  const selectedTabs = [...from.querySelectorAll(TABS)].map((tab) => tab.getAttribute('aria-selected') === 'true');
  const openHeaders = [...from.querySelectorAll(ACCORDION_HEADERS)].map(
    (header) => header.getAttribute('aria-expanded') === 'true',
  );
  if (!selectedTabs.length && !openHeaders.length) return;
  const started = Date.now();
  let done: HTMLElement | null = null;
  const apply = () => {
    const to = app.querySelector<HTMLElement>(APP_BODY);
    const tabs = to ? [...to.querySelectorAll<HTMLElement>(TABS)] : [];
    const headers = to ? [...to.querySelectorAll<HTMLElement>(ACCORDION_HEADERS)] : [];
    const wired =
      tabs.some((t) => t.hasAttribute('aria-selected')) || headers.some((h) => h.hasAttribute('aria-expanded'));
    if (to && wired && to !== done) {
      done = to;
      tabs.forEach((tab, i) => {
        if (selectedTabs[i] && tab.getAttribute('aria-selected') !== 'true') tab.click();
      });
      headers.forEach((header, i) => {
        if (openHeaders[i] !== undefined && openHeaders[i] !== (header.getAttribute('aria-expanded') === 'true'))
          header.click();
      });
    }
    if (Date.now() - started < timeoutMs) setTimeout(apply, 100);
  };
  apply();
}
