// Reader statistics end to end in Chromium: five fresh browsers read an article (each sends exactly
// one view, sets no cookie and talks to no other host), a crawler reads it too and is not counted;
// '/admin/statistics' then shows the article's 'Visualizações' up by exactly 5. A client-side
// navigation counts once more; '/admin/visitors' shows 'Lendo agora' and 'Visitantes únicos'.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { workerBrowser, stack } from './support/browser.js';
import { newPage, seriousViolations, signIn, url } from './support/staff.js';

const READER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CRAWLER_AGENT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** The bound: the admin screen shows the views within 90 s. */
const COUNTED_WITHIN = 90_000;

let browser: Browser;
let admin: App;
let db: Firestore;
let article: { id: string; slug: string; title: string };

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  admin = initializeApp({ projectId: stack.projectId }, `statistics-e2e-${randomUUID()}`);
  db = getFirestore(admin);
  const featured = (await db.doc('public/home').get()).get('featured') as typeof article | undefined;
  if (!featured) throw new Error('public/home has no featured article: was the stack seeded?');
  article = featured;
  browser = await workerBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (admin) await deleteApp(admin);
});

const isBeacon = (request: Request) => new URL(request.url()).pathname === '/api/v';

/** A fresh browser profile reading with this user agent; collects its beacons and every host it asks. */
async function reader(agent: string) {
  const context = await browser.newContext({ userAgent: agent });
  // A person's browser: the beacon sends nothing from one that says it is driven by automation.
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true }),
  );
  const page = await context.newPage();
  const beacons: Record<string, unknown>[] = [];
  const hosts = new Set<string>();
  page.on('request', (request) => {
    hosts.add(new URL(request.url()).host);
    if (isBeacon(request)) beacons.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
  });
  return { context, page, beacons, hosts };
}

/** Waits for the page's beacon, then long enough that a second one (e.g. the app's hand-off) would show. */
async function settle(page: Page, beacons: unknown[], count: number) {
  await expect.poll(() => beacons.length, { timeout: 30_000, interval: 200 }).toBeGreaterThanOrEqual(count);
  await page.waitForTimeout(2_500);
}

/** The article's 'Visualizações' in the Hoje table (0 when it has no row yet). */
async function viewsShown(page: Page): Promise<number> {
  await page.goto(url('/admin/statistics'));
  await page.getByRole('heading', { name: 'Estatísticas de Visualização' }).waitFor();
  const table = page.getByRole('heading', { name: 'Artigos', exact: true }).locator('..');
  await table.locator('table, p').first().waitFor();
  const cell = page.getByTestId(`stats-row-${article.id}`).locator('[data-column="Visualizações"]');
  if (!(await cell.count())) return 0;
  return Number((await cell.innerText()).replace(/\D/g, ''));
}

async function staffPage(): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, 'statistics');
  await signIn(opened.page, 'admin');
  return opened;
}

describe('reader statistics', () => {
  it('a browser driven by automation sends no beacon at all', async () => {
    const context = await browser.newContext({ userAgent: READER_AGENT });
    const page = await context.newPage();
    const beacons: string[] = [];
    page.on('request', (request) => isBeacon(request) && beacons.push(request.url()));
    await page.goto(url(`/artigo/${article.slug}`));
    expect(await page.evaluate(() => navigator.webdriver)).toBe(true);
    // The loader has fetched the beacon script (after load, when idle) and it has run.
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              !Array.isArray((window as unknown as { __pautaViews?: unknown }).__pautaViews) &&
              '__pautaViews' in window,
          ),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
    expect(beacons).toEqual([]);
    await context.close();
  });

  it('five readers count exactly 5 views of the article; a crawler counts none; no cookie, no other host', async () => {
    const staff = await staffPage();
    const before = await viewsShown(staff.page);
    const ownHost = new URL(stack.webUrl).host;
    const localHosts = new Set([ownHost, stack.firestoreHost, stack.authHost, stack.storageHost]);

    for (let i = 0; i < 5; i++) {
      const r = await reader(READER_AGENT);
      await r.page.goto(url(`/artigo/${article.slug}`));
      await r.page.getByRole('heading', { name: article.title }).first().waitFor();
      await settle(r.page, r.beacons, 1);
      expect(r.beacons).toEqual([expect.objectContaining({ p: `/artigo/${article.slug}`, a: article.id, v: 'd' })]);
      expect(await r.context.cookies()).toEqual([]);
      expect([...r.hosts].filter((host) => !localHosts.has(host))).toEqual([]);
      await r.context.close();
    }
    const crawler = await reader(CRAWLER_AGENT);
    await crawler.page.goto(url(`/artigo/${article.slug}`));
    await settle(crawler.page, crawler.beacons, 1);
    await crawler.context.close();

    await expect.poll(() => viewsShown(staff.page), { timeout: COUNTED_WITHIN, interval: 3_000 }).toBe(before + 5);
    // The crawler's beacon was answered long ago: nothing more arrives.
    await staff.page.waitForTimeout(3_000);
    expect(await viewsShown(staff.page)).toBe(before + 5);
    for (const header of ['Artigo', 'Visualizações', 'Visitantes únicos', 'Origem principal'])
      await staff.page.getByRole('columnheader', { name: header }).waitFor();
    expect(await seriousViolations(staff.page)).toEqual([]);

    // The article's own page: its first 48 hours against the median.
    await staff.page.getByTestId(`stats-row-${article.id}`).getByRole('link').click();
    await staff.page.getByRole('heading', { name: 'Primeiras 48 horas' }).waitFor();
    await staff.page.getByRole('heading', { name: article.title }).waitFor();
    await staff.context.close();
  });

  it('a client-side navigation counts one more view, with the article and our own host as referrer', async () => {
    const r = await reader(READER_AGENT);
    await r.page.goto(url('/'));
    await settle(r.page, r.beacons, 1);
    expect(r.beacons).toEqual([expect.objectContaining({ p: '/' })]);
    await r.page.locator(`a[href="/artigo/${article.slug}"]`).first().click();
    await r.page.waitForURL(url(`/artigo/${article.slug}`));
    await settle(r.page, r.beacons, 2);
    expect(r.beacons).toHaveLength(2);
    expect(r.beacons[1]).toEqual(
      expect.objectContaining({ p: `/artigo/${article.slug}`, a: article.id, r: new URL(stack.webUrl).host }),
    );
    await r.context.close();
  });

  it("/admin/visitors shows 'Lendo agora' with the readers of the last minutes and 'Visitantes únicos'", async () => {
    const { context, page } = await staffPage();
    await page.goto(url('/admin/dashboard'));
    await page.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: 'Visitantes' }).click();
    await page.waitForURL(url('/admin/visitors'));
    await page.getByRole('heading', { name: 'Visitantes', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Visitantes únicos' }).waitFor();
    const live = page.getByTestId('stat-Lendo agora');
    await expect
      .poll(async () => Number(await live.innerText().catch(() => '0')), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect
      .poll(
        async () =>
          Number(
            await page
              .getByTestId('stat-Visitantes únicos hoje')
              .innerText()
              .catch(() => '0'),
          ),
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThan(0);
    for (const heading of ['Origens', 'Dispositivos', 'Cadastros de leitores por dia'])
      await page.getByRole('heading', { name: heading }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // The dashboard's two cards.
    await page.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByTestId('stat-Visualizações hoje').waitFor();
    await page.getByTestId('stat-Lendo agora').waitFor();
    await context.close();
  });
});
