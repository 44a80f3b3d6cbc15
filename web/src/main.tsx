// The app's page (app.html: the admin area, /login, /perfil, /test-sitemap). Reader pages are
// rendered by the server and have their own script (app/reader/main.ts). The first page's code and
// the stored query cache load before the first render, so it does not suspend.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/theme-styles.css';
import './app/global.css';
import { App } from './app/App';
import { cacheRestored } from './app/query';
import { preloadRoute } from './app/router';
import { reloadOnStaleChunks } from './app/stale-deploy';

reloadOnStaleChunks();

void Promise.all([preloadRoute(window.location.pathname), cacheRestored]).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
