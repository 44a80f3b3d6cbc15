// What the reader pages' benchmark measures in Chromium, on a phone (390×844, touch) with the CPU
// slowed as it asks, each load cold (a fresh context): the JS before the reader acts, the final LCP,
// what the first touch (a tap on the page's heading, another 300 ms later) changes on screen, the
// main thread's blocking and the longest event after it, and the time from a tap on a link to the
// next page painted.
import { brotliCompressSync } from 'node:zlib';
import type { Browser, CDPSession, Page } from 'playwright-core';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
/** How long after the network is quiet a page may still be starting something of its own. */
const SETTLE_MS = 1500;

export interface PageLoad {
  jsKB: number;
  lcpMs: number;
  breadcrumbs: boolean;
  words: number;
  wordsChanged: number;
  linksChanged: boolean;
  blockingMs: number;
  worstEventMs: number;
}

/** Records long tasks and events (with their start) from the first byte, in the page. */
function observePerformance() {
  const w = window as unknown as { __tasks: number[][]; __events: number[][] };
  w.__tasks = [];
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const events = (list: PerformanceObserverEntryList) => {
    for (const e of list.getEntries()) w.__events.push([e.startTime, e.duration]);
  };
  new PerformanceObserver(events).observe({
    type: 'event',
    buffered: true,
    durationThreshold: 16,
  } as PerformanceObserverInit);
  new PerformanceObserver(events).observe({ type: 'first-input', buffered: true });
}

/** The final LCP candidate's time (epoch ms) of the current document, from the DevTools protocol. */
async function watchLcp(cdp: CDPSession) {
  const lcps: number[] = [];
  cdp.on('PerformanceTimeline.timelineEventAdded', ({ event }) => {
    const details = event.lcpDetails;
    if (event.type === 'largest-contentful-paint' && details)
      lcps.push((details.renderTime || details.loadTime || event.time) * 1000);
  });
  await cdp.send('PerformanceTimeline.enable', { eventTypes: ['largest-contentful-paint'] });
  return lcps;
}

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
  const scripts: Promise<number>[] = [];
  let counting = true;
  page.on('response', (response) => {
    if (!counting || response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then(
        (body) => brotliCompressSync(body).length,
        () => 0,
      ),
    );
  });
  await page.addInitScript(observePerformance);
  const lcps = await watchLcp(cdp);
  try {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const origin = await page.evaluate(() => performance.timeOrigin);
    const lcpMs = lcps.length ? Math.round(lcps[lcps.length - 1]! - origin) : -1;
    const before = await onScreen(page);
    counting = false;
    const jsKB = (await Promise.all(scripts)).reduce((a, b) => a + b, 0) / 1024;
    const result: PageLoad = {
      jsKB,
      lcpMs,
      breadcrumbs: before.breadcrumbs,
      words: before.words.length,
      wordsChanged: 0,
      linksChanged: false,
      blockingMs: 0,
      worstEventMs: 0,
    };
    if (!javaScriptEnabled) return result;
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
    if (origin !== firstOrigin) return Math.round(lcps[lcps.length - 1]! - tappedAt);
    const shown = await page.evaluate(() => (window as unknown as { __shown?: number }).__shown ?? 0);
    return Math.round(shown - tappedAt);
  } finally {
    await context.close();
  }
}
