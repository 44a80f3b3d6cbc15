// Root suites: `unit` (scripts and contracts), `rules` (firestore.rules / storage.rules against our emulators, in-process unless
// FIRESTORE_EMULATOR_HOST / FIREBASE_STORAGE_EMULATOR_HOST name running ones) and `e2e` (Chromium
// against whole stacks: one per worker, each with its own ports and data; `npm test` starts them and
// passes PAUTA_E2E_STACKS). Workspaces (emulators, functions, web) keep their own vitest configs.
import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './scripts/lib/e2e-workers.mjs';
import LongestFirstSequencer from './test/e2e/support/sequencer.js';

const E2E_WORKERS = e2eWorkers();

export default defineConfig({
  test: {
    // Longest files first (end-to-end ones by their expected time on a fresh clone).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        // Checks of the repository itself: the Chromium finder, the bundle gate, rules ↔ model.
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          // A limit for a test that hangs, not a speed gate: the tests that load firebase-tools' modules
          // (hundreds of them: the runtime preload's, the deploy's IAM client) went past vitest's 5 s
          // under a full run's load on a 2-core machine.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'rules',
          include: ['test/rules/**/*.test.ts'],
          globalSetup: ['test/rules/global-setup.ts'],
          // One file at a time keeps clearFirestore() local to the file that calls it.
          fileParallelism: false,
          // The files share one module cache (each still starts and stops its own emulators):
          // half the CPU of loading firebase and the emulators again per file.
          isolate: false,
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
          setupFiles: ['test/e2e/support/worker-stack.ts', 'test/e2e/support/csp-guard.ts'],
          // A worker per stack: files of one worker run one after another on its stack, in one process
          // (its module cache and its Chromium, test/e2e/support/browser.ts: workerBrowser) instead of
          // loading playwright-core, firebase-admin and the helpers again and relaunching Chromium per file.
          fileParallelism: E2E_WORKERS > 1,
          isolate: false,
          maxWorkers: E2E_WORKERS,
          // A limit for a test that hangs, not a speed gate: the editorial journey takes 60–90 s on a quick
          // machine and 140–162 s on a slow one (where it timed out at 90 s).
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
