// Root suites: `unit` (scripts and contracts), `rules` (firestore.rules / storage.rules against our emulators, in-process unless
// FIRESTORE_EMULATOR_HOST / FIREBASE_STORAGE_EMULATOR_HOST name running ones) and `e2e` (Chromium
// against the whole stack; `npm test` starts it once and passes PAUTA_WEB_URL).
// Workspaces (emulators, functions, web) keep their own vitest configs.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // Checks of the repository itself: the Chromium finder, the bundle gate, rules ↔ model.
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'] },
      },
      {
        test: {
          name: 'rules',
          include: ['test/rules/**/*.test.ts'],
          globalSetup: ['test/rules/global-setup.ts'],
          // One file at a time keeps clearFirestore() local to the file that calls it.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          // Every test fails on a Content-Security-Policy violation in any of its pages.
          setupFiles: ['test/e2e/support/csp-guard.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
