// Root test runner: Security Rules tests (test/rules) and, later, end-to-end tests (test/e2e).
// Workspaces (emulators, functions, web) keep their own vitest configs.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/rules/**/*.test.ts', 'test/e2e/**/*.test.ts'],
    // Hook point: the e2e stack's setup goes next to the rules summary (e.g. 'test/e2e/global-setup.ts').
    globalSetup: ['test/rules/global-setup.ts'],
    // Files may share one emulator pair from the env; one file at a time keeps clearFirestore() local.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
