// Client-side page views for the statistics beacon (web/src/beacon): each reader page the app shows
// after the first is pushed to window.__pautaViews, which the beacon sends (or holds until it
// loads). The document's own view is the beacon's: the app's first report is skipped when it is for
// the page the document was loaded as, so a rendered page the app takes over counts once. Loaded
// lazily by ./page-views (off the reader pages' critical path).
import { STATS_ARTICLE_META, STATS_QUEUE, type QueuedView } from '@pauta/model/stats-beacon';

function documentView(): { path: string; articleId?: string } {
  const entry = performance.getEntriesByType?.('navigation')[0];
  const path = new URL(entry?.name || location.href).pathname;
  const articleId = document.querySelector<HTMLMetaElement>(`meta[name="${STATS_ARTICLE_META}"]`)?.content;
  return { path, articleId };
}

let first: ReturnType<typeof documentView> | null = null;
let firstPending = true;
let lastKey = '';

/** Pushes one view, unless it repeats the last one (same article, or same path) or is the document's own. */
export function reportPageView(view: QueuedView): void {
  const key = view.a ? `a:${view.a}` : `p:${view.p}`;
  if (key === lastKey) return;
  lastKey = key;
  if (firstPending) {
    firstPending = false;
    first ??= documentView();
    if (view.p === first.path || (view.a && view.a === first.articleId)) return;
  }
  const global = window as unknown as Record<string, { push(view: QueuedView): unknown } | undefined>;
  (global[STATS_QUEUE] ??= [] as QueuedView[]).push(view);
}

/** Tests: start over as a freshly loaded document. */
export function resetPageViews(): void {
  first = null;
  firstPending = true;
  lastKey = '';
}
