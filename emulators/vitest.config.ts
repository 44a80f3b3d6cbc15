import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // The files of a worker share one module cache (each starts and stops its own emulators and
    // points firebase-admin at them itself): ≈ 40 % less CPU than loading it all again per file.
    isolate: false,
  },
});
