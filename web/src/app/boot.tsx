// The React app's start: its stylesheets, the first route's code and data, the render into #root
// and, on a server-rendered page, the hand-off. Loaded by main.tsx at once on pages the server did
// not render (the admin area, /login...), and on a rendered page only at the reader's first intent.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { App } from './App';
import { cacheRestored } from './query';
import { preloadRoute } from './router';

let started: Promise<void> | undefined;

/**
 * Starts the app once; resolves when it is on screen (on a rendered page: once it has replaced the
 * rendered content). The first page's code and data start downloading now; the first render waits
 * for that code (so it does not suspend) and for the stored cache and a server-rendered page's
 * embedded data (so it fetches nothing the reader already has).
 */
export function bootApp(): Promise<void> {
  // The hand-off's code only on a page the server rendered, fetched beside the route's code.
  const handOff = document.getElementById('pauta-ssr') ? import('./handoff') : null;
  started ??= Promise.all([preloadRoute(window.location.pathname), cacheRestored]).then(async () => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    // a server-rendered page stays on screen until the app can replace it
    if (handOff) await (await handOff).handOffWhenReady();
  });
  return started;
}
