// Launches Debian's Chromium (Playwright gives each launch a fresh temporary profile) through playwright-core with the flags this closed network needs.
import { chromium, type Browser } from 'playwright-core';
import { ensureChromium } from '../../../scripts/lib/chromium.mjs';
import { devPorts, TEST_PORTS } from '../../../scripts/lib/stack.mjs';
import { FETCH_BLOCKED_PORTS } from '../../../scripts/lib/ports.mjs';

/** `npm test` passes the one it found (or installed) as PAUTA_CHROMIUM. */
export const CHROMIUM_PATH = ensureChromium();

/** Ports of the two stacks that Chromium would refuse to load (a PAUTA_PORT_OFFSET can land one there). */
const BLOCKED_STACK_PORTS = [...new Set([...Object.values(devPorts()), ...Object.values(TEST_PORTS)])].filter((port) =>
  FETCH_BLOCKED_PORTS.has(port),
);

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(BLOCKED_STACK_PORTS.length ? [`--explicitly-allowed-ports=${BLOCKED_STACK_PORTS.join(',')}`] : []),
    ],
  });
}

/** URLs of the stack started by test/e2e/global-setup.ts (see scripts/stack.mjs). */
export const stack = {
  webUrl: process.env.PAUTA_WEB_URL ?? 'http://127.0.0.1:15000',
  firestoreHost: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:18080',
  authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:19099',
  storageHost: process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:19199',
  projectId: process.env.GCLOUD_PROJECT ?? 'demo-pauta',
};
