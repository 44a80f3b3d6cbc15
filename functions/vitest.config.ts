import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    // A file's emulators reset between tests: more than vitest's 10 s on a loaded 2-core machine.
    hookTimeout: 60_000,
    // The files of a worker share one module cache instead of loading firebase-admin and the
    // emulators again per file; test/setup.ts clears the project's modules after each file.
    isolate: false,
    setupFiles: ['test/setup.ts'],
  },
});
