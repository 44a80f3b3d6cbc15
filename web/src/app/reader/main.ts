// A server-rendered reader page's only script (reader.html): the page is HTML and stays HTML; this
// adds what HTML alone does not do (the mobile menu's Escape and outside tap, the article's
// widgets and back-to-top button, a live coverage's updates) and hydrates each island when the
// reader is about to use it. No React runs before that.
import { wireMobileMenu } from '../../components/layout/mobile-menu';
import { enhanceArticle, loadLiveUpdates } from '../../features/articles';
import { startIslands } from './islands/runtime';
import { hasCarried } from '../../lib/carried-toasts';

function start(): void {
  wireMobileMenu(document);
  enhanceArticle(document);
  startIslands();
  // A live article follows its coverage (its own small chunk, fetched by live pages only).
  const live = document.querySelector<HTMLElement>('section[data-live]');
  if (live) void loadLiveUpdates().then((m) => m.startLiveUpdates(live));
  // Toasts the app raised as it handed the reader this page ('Login realizado').
  if (hasCarried()) void import('./islands/notifications').then((m) => m.showCarried());
}

// A module script runs as soon as the page is parsed, before the browser paints it; nothing here is
// of use before the reader sees the page, so it starts once the first frame is out (the page's LCP
// does not wait for it: docs/rendering.md). A hidden tab starts it when it is shown.
requestAnimationFrame(() => setTimeout(start, 0));
