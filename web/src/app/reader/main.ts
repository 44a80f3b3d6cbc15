// A server-rendered reader page's only script (reader.html): the page is HTML and stays HTML; this
// adds what HTML alone does not do (the mobile menu's Escape and outside tap, the article's
// widgets and back-to-top button, a live coverage's updates) and hydrates each island when the
// reader is about to use it. No React runs before that.
import { wireMobileMenu } from '../../components/layout/mobile-menu';
import { enhanceArticle, loadLiveUpdates } from '../../features/articles';
import { startIslands } from './islands/runtime';
import { hasCarried } from '../../lib/carried-toasts';

wireMobileMenu(document);
enhanceArticle(document);
startIslands();
// A live article follows its coverage (its own small chunk, fetched by live pages only).
const live = document.querySelector<HTMLElement>('section[data-live]');
if (live) void loadLiveUpdates().then((m) => m.startLiveUpdates(live));
// Toasts the app raised as it handed the reader this page ('Login realizado').
if (hasCarried()) void import('./islands/notifications').then((m) => m.showCarried());
