import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { App } from './app/App';
import { cacheRestored } from './app/query';

// The stored cache is read synchronously from localStorage; waiting for it keeps the first render
// from fetching what the reader already has.
void cacheRestored.then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
