// What the reader pages' benchmark measures in Chromium, on a phone (390×844, touch) with the CPU
// slowed as it asks, each load cold (a fresh context): the JS before the reader acts, the final LCP,
// what the first touch (a tap on the page's heading, another 300 ms later) changes on screen, the
// main thread's blocking and the longest event after it, and the time from a tap on a link to the
// next page painted.
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { Browser, CDPSession, Page, Response } from 'playwright-core';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
/** What BENCH_TRACE_DIR's traces record: the main thread's tasks, parsing, scripts, style, layout, paint. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink',
  'loading',
  'toplevel',
];
/** How long after the network is quiet a page may still be starting something of its own. */
const SETTLE_MS = 1500;

export interface PageLoad {
  jsKB: number;
  lcpMs: number;
  /** When the page's HTML had arrived (the render function's time and the transfer). */
  documentMs: number;
  /** The final LCP candidate's element. */
  lcpElement: string;
  /** Every LCP candidate, ms after navigation start, in order. */
  lcpTrace: string[];
  breadcrumbs: boolean;
  words: number;
  wordsChanged: number;
  linksChanged: boolean;
  blockingMs: number;
  worstEventMs: number;
}

/**
 * Records long tasks and events (with their start) in the page, from the moment it runs. A string,
 * not a function: tsx would wrap the inner arrows in a helper the page does not have.
 */
const OBSERVE_PERFORMANCE = `(() => {
  const w = window;
  w.__tasks = [];
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const events = (list) => {
    for (const e of list.getEntries()) w.__events.push([e.startTime, e.duration]);
  };
  new PerformanceObserver(events).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  new PerformanceObserver(events).observe({ type: 'first-input', buffered: true });
})()`;

/** One LCP candidate: when it was painted (epoch ms) and what it was. */
export interface LcpCandidate {
  at: number;
  /** The element (tag, id, first classes, its image's file) and its painted size in px². */
  element: string;
}

const describe = (node: { nodeName: string; attributes?: string[] }, url: string | undefined, size: number) => {
  const attributes = new Map<string, string>();
  for (let i = 0; i + 1 < (node.attributes?.length ?? 0); i += 2)
    attributes.set(node.attributes![i]!, node.attributes![i + 1]!);
  const id = attributes.get('id') ? `#${attributes.get('id')}` : '';
  const classes = (attributes.get('class') ?? '').split(/\s+/).filter(Boolean).slice(0, 2);
  const file = url ? ` ${decodeURIComponent(url.split('?')[0]!).split('/').slice(-2).join('/').slice(0, 50)}` : '';
  return `${node.nodeName.toLowerCase()}${id}${classes.map((c) => `.${c}`).join('')}${file} (${Math.round(size / 1000)}k px²)`;
};

/**
 * The LCP candidates of the current document, in order, from the DevTools protocol (JavaScript on
 * or off): each one's time and element, described as it is painted (a node later replaced, as a
 * hydration that mismatched does, would otherwise be gone).
 */
async function watchLcp(cdp: CDPSession) {
  const lcps: Promise<LcpCandidate>[] = [];
  cdp.on('PerformanceTimeline.timelineEventAdded', ({ event }) => {
    const details = event.lcpDetails;
    if (event.type !== 'largest-contentful-paint' || !details) return;
    const at = (details.renderTime || details.loadTime || event.time) * 1000;
    lcps.push(
      (details.nodeId
        ? cdp.send('DOM.describeNode', { backendNodeId: details.nodeId }).then(({ node }) => node)
        : Promise.reject(new Error('no node'))
      ).then(
        (node) => ({ at, element: describe(node, details.url, details.size) }),
        () => ({ at, element: `(nó removido)${details.url ? ` ${details.url}` : ''}` }),
      ),
    );
  });
  await cdp.send('PerformanceTimeline.enable', { eventTypes: ['largest-contentful-paint'] });
  return lcps;
}

/**
 * When the document, its resources and its first paint arrived (ms after navigation start). A
 * string, not a function: tsx would wrap the inner arrows in a helper the page does not have.
 */
const timeline = (page: Page) =>
  page.evaluate(`(() => {
    const ms = Math.round;
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    const resources = performance.getEntriesByType('resource').map((r) =>
      decodeURIComponent(r.name).split('?')[0].split('/').pop().slice(0, 24) + ' ' + ms(r.startTime) + '–' + ms(r.responseEnd));
    return '[doc ' + ms(nav.responseEnd) + ', DCL ' + ms(nav.domContentLoadedEventEnd) + ', FCP ' +
      (fcp ? ms(fcp.startTime) : '-') + ', load ' + ms(nav.loadEventEnd) + '; ' + resources.join(', ') + ']';
  })()`) as Promise<string>;

/** What a reader sees: the visible text's words, and the visible links' addresses. */
const onScreen = (page: Page) =>
  page.evaluate(() => ({
    words: document.body.innerText.split(/\s+/).filter(Boolean),
    links: Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
      .filter((a) => a.getClientRects().length > 0)
      .map((a) => a.getAttribute('href')),
    breadcrumbs: !!document.querySelector('nav[aria-label="Trilha de navegação"]'),
  }));

/** Words that differ between two texts, counted both ways (a multiset difference). */
export function changedWords(before: string[], after: string[]): number {
  const count = new Map<string, number>();
  for (const word of before) count.set(word, (count.get(word) ?? 0) + 1);
  for (const word of after) count.set(word, (count.get(word) ?? 0) - 1);
  return [...count.values()].reduce((sum, n) => sum + Math.abs(n), 0);
}

async function phonePage(browser: Browser, cpu: number, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled, locale: 'pt-BR' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { context, page, cdp };
}

/** Where the reader's first touch lands: the page's heading (text, never a control or a link). */
async function firstTouchPoint(page: Page): Promise<{ x: number; y: number }> {
  const box = await page.locator('h1').filter({ visible: true }).first().boundingBox();
  return box ? { x: box.x + Math.min(box.width / 2, 40), y: box.y + box.height / 2 } : { x: 195, y: 300 };
}

/** One cold load of `url`, then (with JavaScript) the reader's first touch. */
export async function loadAndTouch(
  browser: Browser,
  url: string,
  cpu: number,
  javaScriptEnabled: boolean,
): Promise<PageLoad> {
  const { context, page, cdp } = await phonePage(browser, cpu, javaScriptEnabled);
  // The scripts' bodies are asked for once the load is measured: the renderer's main thread answers
  // for them (DevTools keeps a frame's resources there), which during the load would tax the side
  // with JavaScript alone; compressing them is this process's work, which also serves Storage.
  const scripts: Response[] = [];
  let counting = true;
  page.on('response', (response) => {
    if (counting && response.request().resourceType() === 'script') scripts.push(response);
  });
  const lcps = await watchLcp(cdp);
  const traceDir = process.env.BENCH_TRACE_DIR;
  let tracing = !!traceDir;
  if (traceDir)
    await browser.startTracing(page, {
      path: join(
        traceDir,
        `${new URL(url).pathname.replace(/\W+/g, '_')}-${javaScriptEnabled ? 'js' : 'nojs'}-${Date.now()}.json`,
      ),
      categories: TRACE_CATEGORIES,
    });
  try {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    if (tracing) {
      tracing = false;
      await browser.stopTracing();
    }
    const origin = await page.evaluate(() => performance.timeOrigin);
    const candidates = await Promise.all(lcps);
    const last = candidates[candidates.length - 1];
    const lcpMs = last ? Math.round(last.at - origin) : -1;
    const documentMs = Math.round(
      (await page.evaluate(`performance.getEntriesByType('navigation')[0].responseEnd`)) as number,
    );
    const before = await onScreen(page);
    counting = false;
    // A body Chromium no longer has fails the load (it is measured again), never counts as 0 KB.
    const bodies = await Promise.all(scripts.map((r) => r.body()));
    const jsKB = bodies.reduce((sum, body) => sum + brotliCompressSync(body).length, 0) / 1024;
    const result: PageLoad = {
      jsKB,
      lcpMs,
      documentMs,
      lcpElement: last?.element ?? '-',
      lcpTrace: [...candidates.map((c) => `${Math.round(c.at - origin)} ms ${c.element}`), await timeline(page)],
      breadcrumbs: before.breadcrumbs,
      words: before.words.length,
      wordsChanged: 0,
      linksChanged: false,
      blockingMs: 0,
      worstEventMs: 0,
    };
    if (!javaScriptEnabled) return result;
    // Observed from here, not from the document's start: the page without JavaScript runs no such
    // script, so running it during the load would tax the JavaScript side's LCP alone (only what
    // follows the touch is counted).
    await page.evaluate(OBSERVE_PERFORMANCE);
    // The first touch, another 300 ms later.
    const { x, y } = await firstTouchPoint(page);
    const touchedAt = await page.evaluate(() => performance.now());
    await page.touchscreen.tap(x, y);
    await page.waitForTimeout(300);
    await page.touchscreen.tap(x, y);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS * 2);
    const after = await onScreen(page);
    const { tasks, events } = await page.evaluate(() => {
      const w = window as unknown as { __tasks?: number[][]; __events?: number[][] };
      return { tasks: w.__tasks ?? [], events: w.__events ?? [] };
    });
    result.wordsChanged = changedWords(before.words, after.words);
    result.linksChanged = JSON.stringify(before.links) !== JSON.stringify(after.links);
    result.blockingMs = Math.round(
      tasks
        .filter(([start]) => start! >= touchedAt)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration! - 50), 0),
    );
    result.worstEventMs = Math.round(
      Math.max(0, ...events.filter(([start]) => start! >= touchedAt).map(([, duration]) => duration!)),
    );
    return result;
  } finally {
    // A load that failed before its trace was written (it is measured again) leaves no trace running.
    if (tracing) await browser.stopTracing().catch(() => undefined);
    await context.close();
  }
}

/**
 * From `from` (loaded cold, touched once, settled), a tap on the link `selector`: ms from the tap to
 * the next page painted — its LCP when the tap loads a document, the first frame showing its heading
 * `title` when an app renders it in place.
 */
export async function tapToNextPage(
  browser: Browser,
  from: string,
  selector: string,
  title: string,
  cpu: number,
): Promise<number> {
  const { context, page, cdp } = await phonePage(browser, cpu, true);
  try {
    await page.goto(from);
    await page.waitForLoadState('networkidle');
    const touch = await firstTouchPoint(page); // the reader's first touch
    await page.touchscreen.tap(touch.x, touch.y);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS * 2);
    const link = page.locator(selector).filter({ visible: true }).first();
    await link.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const firstOrigin = await page.evaluate(() => performance.timeOrigin);
    // In place (an app's navigation): the first frame with the new page's heading. A string, not a
    // function: tsx would wrap the function's inner arrows in a helper the page does not have.
    await page.evaluate(`(() => {
      const expected = ${JSON.stringify(title)};
      const seen = () => Array.from(document.querySelectorAll('h1')).some((h) => h.textContent?.trim() === expected);
      const check = () => {
        if (seen()) requestAnimationFrame(() => (window.__shown = performance.timeOrigin + performance.now()));
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    })()`);
    const lcps = await watchLcp(cdp);
    const box = (await link.boundingBox())!;
    const tappedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
    await page.touchscreen.tap(box.x + Math.min(box.width / 2, 20), box.y + box.height / 2);
    await page.waitForFunction(
      (expected) => Array.from(document.querySelectorAll('h1')).some((h) => h.textContent?.trim() === expected),
      title,
      { timeout: 60_000 },
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const origin = await page.evaluate(() => performance.timeOrigin);
    if (origin !== firstOrigin) return Math.round((await Promise.all(lcps)).pop()!.at - tappedAt);
    const shown = await page.evaluate(() => (window as unknown as { __shown?: number }).__shown ?? 0);
    return Math.round(shown - tappedAt);
  } finally {
    await context.close();
  }
}
