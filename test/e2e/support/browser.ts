// Launches Debian's Chromium (its headless shell when installed: scripts/lib/chromium.mjs; Playwright gives each launch a fresh temporary profile) through playwright-core with the flags this closed network needs.
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { ensureChromium } from '../../../scripts/lib/chromium.mjs';
import { devPorts } from '../../../scripts/lib/stack.mjs';
import { testStackPorts } from '../../../scripts/lib/e2e-stacks.mjs';
import { FETCH_BLOCKED_PORTS } from '../../../scripts/lib/ports.mjs';
import { LEAN_DISABLED_FEATURES, PLAYWRIGHT_DISABLED_FEATURES } from './chromium-features.js';

/** `npm test` passes the one it found (or installed) as PAUTA_CHROMIUM. */
export const CHROMIUM_PATH = ensureChromium();

/** Ports of `npm start`'s stack and this worker's that Chromium would refuse (a PAUTA_PORT_OFFSET can land one there). */
const BLOCKED_STACK_PORTS = [
  ...new Set([
    ...Object.values(devPorts()),
    ...Object.values(testStackPorts(Number(process.env.PAUTA_E2E_STACK ?? 1))),
  ]),
].filter((port) => FETCH_BLOCKED_PORTS.has(port));

/** Hosts this closed network cannot reach: the browser fails their addresses at once. */
const UNREACHABLE_HOSTS = ['unpkg.com', 'fonts.googleapis.com', 'fonts.gstatic.com', 'apis.google.com', 'example.com'];

/** Content-Security-Policy violations the browser reported since the last take (every page, every context). */
const violations: string[] = [];

/** The violations reported so far, forgotten once taken (test/e2e/support/csp-guard.ts fails a test on any). */
export function takeCspViolations(): string[] {
  return violations.splice(0);
}

/** Playwright's `browser.newPage`: a page in a context of its own, which closes with the page. */
async function pageOfItsOwn(browser: Browser, options?: Parameters<Browser['newPage']>[0]) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.once('close', () => void context.close().catch(() => {}));
  return page;
}

/** Every context of `browser` reports the policy violations of its pages (the console's CSP errors). */
function watchPolicyViolations(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text()))
        violations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
    });
    return context;
  };
  browser.newPage = (options) => pageOfItsOwn(browser, options);
  return browser;
}

/**
 * Chromium without the address-bar popups it preloads in a renderer of their own for every window
 * (every context here: ≈ 0.5 CPU-s each, and beside a measured page's load, CPU it does not get).
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const playwrightFeatures = `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    ignoreDefaultArgs: [playwrightFeatures],
    args: [
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...LEAN_DISABLED_FEATURES].join(',')}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--host-resolver-rules=${UNREACHABLE_HOSTS.map((host) => `MAP ${host} ~NOTFOUND`).join(', ')}`,
      ...(BLOCKED_STACK_PORTS.length ? [`--explicitly-allowed-ports=${BLOCKED_STACK_PORTS.join(',')}`] : []),
      ...extraArgs,
    ],
  });
  return watchPolicyViolations(browser);
}

/**
 * The end-to-end browser's JavaScript runs on V8's interpreter and baseline compiler only: a test's
 * page lives seconds, and the optimizing compilers (Maglev, TurboFan) spent CPU on code that ended with
 * the page: newsroom.test.ts's renderers took 45.9 and 56.0 CPU-s with them, 39.7 and 38.5 without.
 * What pages do is unchanged; the benchmarks' browser (a reader's phone) keeps both compilers.
 */
const launchE2eBrowser = () => launchBrowser(['--js-flags=--no-opt --no-maglev']);

/** The worker's one Chromium: its files run one after another in the same process (vitest's `isolate: false`). */
let workerChromium: Promise<Browser> | undefined;

/**
 * The end-to-end worker's Chromium, for one test file: a handle whose `close()` closes the contexts
 * the file opened and leaves the browser to the worker's next file (a launch is ≈ 1 CPU-s; the
 * contexts stay fresh profiles, so no state passes from one file to the next). Relaunched if it died.
 */
export async function workerBrowser(): Promise<Browser> {
  let browser = await (workerChromium ??= launchE2eBrowser());
  if (!browser.isConnected()) browser = await (workerChromium = launchE2eBrowser());
  const opened = new Set<BrowserContext>();
  const handle: Browser = new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext')
        return async (options?: Parameters<Browser['newContext']>[0]) => {
          const context = await target.newContext(options);
          opened.add(context);
          context.once('close', () => opened.delete(context));
          return context;
        };
      if (property === 'newPage') return (options?: Parameters<Browser['newPage']>[0]) => pageOfItsOwn(handle, options);
      if (property === 'close')
        return async () => {
          await Promise.all([...opened].map((context) => context.close().catch(() => {})));
        };
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return handle;
}

/** URLs of the stack started by test/e2e/global-setup.ts (see scripts/stack.mjs). */
export const stack = {
  webUrl: process.env.PAUTA_WEB_URL ?? 'http://127.0.0.1:15000',
  firestoreHost: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:18080',
  authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:19099',
  storageHost: process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:19199',
  projectId: process.env.GCLOUD_PROJECT ?? 'demo-pauta',
};
