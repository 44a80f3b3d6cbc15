// Chromium pages running the full web SDK (page.ts, bundled here with esbuild from the installed
// `firebase` package) against a Firestore emulator: ours in-process, or the one
// CONFORMANCE_FIRESTORE_HOST names. The page is served from its own origin, so every Firestore
// request is cross-origin, as from the app.
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ListenEvent, PageApi, PageConfig, Transport } from './page.js';

export type { ListenEvent, Transport };

/** Both ways the SDK can carry its streams: streaming WebChannel (auto-detect, the default) and long polling. */
export const TRANSPORTS: Transport[] = ['auto', 'long-polling'];

type Api = PageApi;
type Result<K extends keyof Api> = Awaited<ReturnType<Api[K]>>;

export interface TestPage {
  page: Page;
  call<K extends keyof Api>(name: K, ...args: Parameters<Api[K]>): Promise<Result<K>>;
  /**
   * Waits until listener `id` has an event matching `match` after the one the previous call for `id`
   * returned (polling; the event keeps the browser's time).
   */
  waitFor(id: string, match: (e: ListenEvent) => boolean, timeoutMs?: number): Promise<ListenEvent>;
}

export interface BrowserHarness {
  /** A page in a new browser context (its own connections), or in `context` (tabs of one browser). */
  open(config: Pick<PageConfig, 'uid' | 'transport'>, context?: BrowserContext): Promise<TestPage>;
  newContext(): Promise<BrowserContext>;
  /** Closes every page opened so far (their browser contexts). */
  closePages(): Promise<void>;
  close(): Promise<void>;
}

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./page.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}

async function serve(html: string): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/` };
}

export async function startBrowserHarness(emulator: {
  host: string;
  port: number;
  projectId: string;
}): Promise<BrowserHarness> {
  // The end-to-end suite's launcher (the Chromium `npm test` finds or installs, the same flags).
  const support = new URL('../../../../test/e2e/support/browser.ts', import.meta.url).href;
  const { launchBrowser } = (await import(support)) as { launchBrowser: () => Promise<Browser> };
  const script = await bundle();
  const { server, url } = await serve(`<!doctype html><meta charset="utf-8"><script>${script}</script>`);
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];

  const newContext = async () => {
    const c = await browser.newContext();
    contexts.push(c);
    return c;
  };

  return {
    newContext,
    async open(config, context) {
      const page = await (context ?? (await newContext())).newPage();
      await page.goto(url);
      const full: PageConfig = { ...config, host: emulator.host, port: emulator.port, projectId: emulator.projectId };
      await page.evaluate((c) => (globalThis as unknown as { firestoreTest: Api }).firestoreTest.init(c), full);
      const call = <K extends keyof Api>(name: K, ...args: Parameters<Api[K]>) =>
        page.evaluate(
          ([n, a]) => {
            const api = (globalThis as unknown as { firestoreTest: Record<string, (...x: unknown[]) => unknown> })
              .firestoreTest;
            return api[n as string](...(a as unknown[]));
          },
          [name, args] as const,
        ) as Promise<Result<K>>;
      const cursors = new Map<string, number>();
      return {
        page,
        call,
        async waitFor(id, match, timeoutMs = 15_000) {
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            const events = await call('events', id);
            const from = cursors.get(id) ?? 0;
            const index = events.findIndex((e, i) => i >= from && match(e));
            if (index >= 0) {
              cursors.set(id, index + 1);
              return events[index];
            }
            if (Date.now() > deadline)
              throw new Error(`listener ${id}: no matching event in ${timeoutMs} ms; got ${JSON.stringify(events)}`);
            await new Promise((r) => setTimeout(r, 20));
          }
        },
      };
    },
    async closePages() {
      for (const c of contexts.splice(0)) await c.close().catch(() => {});
    },
    async close() {
      for (const c of contexts.splice(0)) await c.close().catch(() => {});
      await browser.close();
      await new Promise((r) => server.close(r));
    },
  };
}
