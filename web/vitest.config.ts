import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The reader's server bundle compiles the built shell in (web/build/reader-server.ts); tests fill a stand-in.
    alias: {
      'virtual:pauta-reader-shell': fileURLToPath(new URL('src/lib/testing/reader-shell.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/lib/testing/setup.ts'],
    // The files of a worker share one jsdom and the third-party modules (React, Mantine, Firebase)
    // instead of loading them again per file: ≈ 4× less CPU. Each file leaves nothing behind for the
    // next: the setup file clears the project's modules, testing-library's renders and the toasts
    // after each file; a file that changes the document, the address, timers or globals itself
    // restores them in its own afterEach.
    isolate: false,
    css: false,
    // The machine running the suite may be loaded: a first render can take seconds there.
    testTimeout: 20_000,
  },
});
