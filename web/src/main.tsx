// The page's only script. A page the server rendered (#pauta-ssr) is the page: it gets its small
// enhancements (article widgets, mobile menu) and the React app loads at the reader's first intent.
// Any other page (the admin area, /login, a failed render) starts the app at once.
import { enhanceRenderedPage } from './app/rendered-page';
import { reloadOnStaleChunks } from './app/stale-deploy';

reloadOnStaleChunks();

const rendered = document.getElementById('pauta-ssr');
// An authentication error in the address (a link from an e-mail) is the app's to show, at once.
const authError = /^#(.*&)?error=/.test(window.location.hash);
if (rendered && !authError) enhanceRenderedPage(rendered, () => import('./app/boot').then((m) => m.bootApp()));
else void import('./app/boot').then((m) => m.bootApp());
