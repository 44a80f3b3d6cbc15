import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { App } from './app/App';
import { cacheRestored } from './app/query';
import { handOffWhenReady } from './app/handoff';
import { preloadRoute } from './app/router';

// The first page's code and data start downloading now. The first render waits for that code (so
// it does not suspend) and for the stored cache and a server-rendered page's embedded data (so it
// fetches nothing the reader already has).
void Promise.all([preloadRoute(window.location.pathname), cacheRestored]).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  handOffWhenReady(); // a server-rendered page stays on screen until the app can replace it
});
