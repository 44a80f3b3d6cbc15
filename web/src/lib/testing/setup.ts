// Vitest setup for the web workspace (jsdom): browser APIs jsdom lacks that Mantine calls at
// render time, and unmounting React trees between tests.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

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

afterEach(() => cleanup());
