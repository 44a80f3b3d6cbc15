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
    css: false,
    // The machine running the suite may be loaded: a first render can take seconds there.
    testTimeout: 20_000,
  },
});
