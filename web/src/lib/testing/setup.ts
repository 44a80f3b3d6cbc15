// Vitest setup for the web workspace (jsdom), run before each test file: browser APIs jsdom lacks
// that Mantine calls at render time, and what a file leaves behind cleared for the next one (the
// files of a worker share one module graph and one jsdom: vitest.config.ts, isolate: false).
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { cleanNotifications } from '@mantine/notifications';

// findBy*/waitFor wait for their condition; testing-library gives up after 1 s, less than a lazy
// component takes to load on a busy machine (`npm test` runs this suite beside the others).
configure({ asyncUtilTimeout: 10_000 });

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof window !== 'undefined' && !window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  cleanup();
  // Mantine's toast store lives in the package, shared by every file: a toast left in it takes a
  // place in the next file's host (5 at most, the rest queued).
  cleanNotifications();
});

afterAll(() => {
  // The project's modules a file evaluated are bound to its vi.mock factories and hold its
  // module-level state (caches, singletons): the next file evaluates its own. Third-party modules
  // stay loaded (Node's module cache; that sharing is what makes the suite cheap).
  vi.resetModules();
  // What the app under test kept in the browser (a seen expired link, editor snapshots, the cache).
  if (typeof window !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
  }
});
