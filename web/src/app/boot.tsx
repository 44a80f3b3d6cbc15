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
import { handOffWhenReady } from './handoff';
import { preloadRoute } from './router';

let started: Promise<void> | undefined;

/**
 * Starts the app once; resolves when it is on screen (on a rendered page: once it has replaced the
 * rendered content). The first page's code and data start downloading now; the first render waits
 * for that code (so it does not suspend) and for the stored cache and a server-rendered page's
 * embedded data (so it fetches nothing the reader already has).
 */
export function bootApp(): Promise<void> {
  started ??= Promise.all([preloadRoute(window.location.pathname), cacheRestored]).then(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return handOffWhenReady(); // a server-rendered page stays on screen until the app can replace it
  });
  return started;
}
