// The statistics beacon: a standalone script (built apart from the app, ≤ 1 KB gzip) that an
// inline loader in every page fetches once the page has loaded and the browser is idle. It sends
// the document's own view (path and article of the URL the document was loaded from, referrer
// host, utm_source, viewport class), then every client-side navigation the app queues in
// window.__pautaViews, so a page view counts once whether or not the app boots. No cookie, no
// storage, no identifier: the server recognises a visitor for one day only (docs/statistics.md).
import {
  STATS_ARTICLE_META,
  STATS_ENDPOINT,
  STATS_IGNORED_PATH,
  STATS_QUEUE,
  VIEWPORT_DESKTOP_MIN,
  VIEWPORT_TABLET_MIN,
  type QueuedView,
  type ViewBeacon,
} from '@pauta/model/stats-beacon';

type Queue = { push(...items: QueuedView[]): number };
const global = window as unknown as Record<string, Queue | QueuedView[] | undefined>;

const viewport = (): ViewBeacon['v'] =>
  innerWidth < VIEWPORT_TABLET_MIN ? 'm' : innerWidth < VIEWPORT_DESKTOP_MIN ? 't' : 'd';

function send(view: Omit<ViewBeacon, 'v'>): void {
  // A browser driven by automation (WebDriver, CDP tools) is no reader: nothing is even sent.
  if (navigator.webdriver || STATS_IGNORED_PATH.test(view.p)) return;
  const body = JSON.stringify({ ...view, v: viewport() });
  try {
    if (navigator.sendBeacon(STATS_ENDPOINT, body)) return;
  } catch {
    // no sendBeacon, or it refused the payload: fetch below
  }
  fetch(STATS_ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => {});
}

function start(): void {
  const entry = performance.getEntriesByType('navigation')[0];
  const url = new URL(entry?.name || location.href);
  const article = document.querySelector<HTMLMetaElement>(`meta[name="${STATS_ARTICLE_META}"]`)?.content;
  let referrer = '';
  try {
    referrer = new URL(document.referrer).host;
  } catch {
    // no referrer
  }
  send({ p: url.pathname, a: article, r: referrer, u: url.searchParams.get('utm_source') ?? '' });
  // Client-side navigations: the app pushes them; those before this script ran wait in the array.
  const navigated = (item: QueuedView) => send({ p: item.p, a: item.a, r: location.host });
  const waiting = global[STATS_QUEUE];
  if (Array.isArray(waiting)) waiting.forEach(navigated);
  global[STATS_QUEUE] = { push: (...items) => (items.forEach(navigated), 0) };
  // A page restored from the back/forward cache is viewed again without loading again.
  addEventListener('pageshow', (event) => {
    const p = location.pathname;
    if (event.persisted) send({ p, a: p === url.pathname ? article : undefined, r: referrer });
  });
}

if ((document as Document & { prerendering?: boolean }).prerendering)
  document.addEventListener('prerenderingchange', start, { once: true });
else start();
