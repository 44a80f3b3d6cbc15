// Run before each test file (vitest.config.ts): the files of a worker share one process and one
// module cache, so what a file leaves behind is cleared for the next one after it.
import { afterAll, vi } from 'vitest';
import { deleteApp, getApps } from 'firebase-admin/app';

const env = { ...process.env };

afterAll(async () => {
  // firebase-admin's apps (and the Firestore each bound to its emulator's address) live in the
  // package: the next file creates its own, on its own emulator.
  await Promise.all(getApps().map((app) => deleteApp(app)));
  // The emulator addresses and runtime settings a file put in the environment.
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
  // The project's modules a file evaluated keep what was true then (global options, the apps they
  // bound): the next file evaluates its own. Third-party modules stay loaded.
  vi.resetModules();
});
