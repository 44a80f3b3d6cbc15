// On-site search end to end: an article published through Firestore reaches the index through the
// onArticleSearchIndexed trigger and /search-index.json; a reader finds it from the header (desktop)
// and the mobile menu, without accents and with a typo, sees the matches marked and opens it; an
// unknown word gets the no-results state; /busca is the server's page (works with JavaScript off and
// never downloads the index in the browser); unpublishing takes the article out of the index.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { workerBrowser, stack } from './support/browser.js';
import { seriousViolations } from './support/staff.js';

const UI_TIMEOUT = 20_000;
const url = (path: string) => `${stack.webUrl}${path}`;
// A word no other article has: letters only, so it is one search term.
const WORD = `quimera${randomUUID()
  .slice(0, 6)
  .replace(/\d/g, (d) => 'bcdfghjklm'[Number(d)]!)}`;
const ID = `e2eBusca${WORD}`;
const TITLE = `Robótica e ${WORD} nas escolas públicas`;
const EXCERPT = `Oficinas de ${WORD} ensinam programação a crianças.`;

let admin: App;
let db: Firestore;
let browser: Browser;

const indexText = async () => (await fetch(url('/search-index.json'))).text();

/** Waits for the trigger to rebuild the index with (or without) the article; beforeAll cannot use expect.poll. */
async function waitForIndex(present: boolean) {
  const deadline = Date.now() + 30_000;
  while ((await indexText()).includes(WORD) !== present) {
    if (Date.now() > deadline) throw new Error(`the search index did not ${present ? 'gain' : 'lose'} ${WORD} in 30 s`);
    await new Promise((done) => setTimeout(done, 500));
  }
}

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  admin = initializeApp({ projectId: stack.projectId }, `search-e2e-${WORD}`);
  db = getFirestore(admin);
  const now = Timestamp.now();
  await db.doc(`articles/${ID}`).set({
    title: TITLE,
    excerpt: EXCERPT,
    slug: `robotica-e-${WORD}-nas-escolas`,
    category: 'tecnologia',
    categoryPath: '/categoria/tecnologia',
    tags: ['Educação Maker'],
    tagKeys: ['educacao maker'],
    status: 'published',
    featured: false,
    imageUrl: '',
    authorId: 'e2e-busca',
    authorName: 'Carla Busca',
    createdAt: now,
    updatedAt: now,
    publishedAt: now,
  });
  await db.doc(`articleContents/${ID}`).set({ content: `<p>${EXCERPT}</p>`, updatedAt: now });
  browser = await workerBrowser();
  await waitForIndex(true);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await db?.doc(`articles/${ID}`).delete();
  await db?.doc(`articleContents/${ID}`).delete();
  if (admin) await deleteApp(admin);
});

describe('on-site search', () => {
  it('from the desktop header: folded accents, marked matches, the article opens', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(url('/'));
    const header = page.locator('header').first();
    await header.getByRole('searchbox', { name: 'Buscar artigos' }).fill(`robotica ${WORD.toUpperCase()}`);
    await header.getByRole('searchbox', { name: 'Buscar artigos' }).press('Enter');
    await page.waitForURL(/\/busca\?q=/);
    const heading = page.getByRole('heading', { level: 1, name: `Resultados para "robotica ${WORD.toUpperCase()}"` });
    await heading.filter({ visible: true }).first().waitFor({ timeout: UI_TIMEOUT });
    await page.getByRole('status').filter({ hasText: '1 artigo encontrado' }).first().waitFor();
    const result = page.getByRole('link', { name: TITLE });
    await result.waitFor();
    expect(await page.locator('main mark').allTextContents()).toEqual(['Robótica', WORD, WORD]);
    expect(await seriousViolations(page)).toEqual([]);
    await result.click();
    await page.waitForURL(url(`/artigo/robotica-e-${WORD}-nas-escolas`));
    await page.getByRole('heading', { level: 1, name: TITLE }).filter({ visible: true }).first().waitFor();
    await context.close();
  });

  it('forgives a typo, finds by tag, and says when nothing matches', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const typo = WORD.slice(0, 7) + WORD.slice(8); // one letter dropped
    await page.goto(url(`/busca?q=${encodeURIComponent(typo)}`));
    await page.getByRole('link', { name: TITLE }).waitFor({ timeout: UI_TIMEOUT });

    // The page's own field: a plain form, the server searches.
    const field = page.locator('main').getByRole('searchbox', { name: 'Buscar artigos' });
    await field.fill(`educacao maker ${WORD}`);
    await page.locator('main').getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByRole('link', { name: TITLE }).waitFor({ timeout: UI_TIMEOUT });

    await field.fill('zzqxwv');
    await field.press('Enter');
    await page.getByText('Nenhum artigo encontrado para "zzqxwv".').waitFor({ timeout: UI_TIMEOUT });
    await page.getByText('Confira a grafia ou tente palavras mais gerais.').waitFor();
    await page.getByRole('link', { name: 'Explorar tópicos' }).click();
    await page.waitForURL(url('/topicos'));
    await context.close();
  });

  it('from the mobile menu', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await page.goto(url('/topicos'));
    await page.locator('summary[aria-controls="menu-movel"]').click();
    const drawer = page.getByRole('group', { name: 'Menu' });
    await drawer.getByRole('searchbox', { name: 'Buscar artigos' }).fill(WORD);
    await drawer.getByRole('searchbox', { name: 'Buscar artigos' }).press('Enter');
    await page.waitForURL(url(`/busca?q=${WORD}`));
    await page.getByRole('link', { name: TITLE }).waitFor({ timeout: UI_TIMEOUT });
    await drawer.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('arrives rendered: works with JavaScript off, and never downloads the index', async () => {
    const response = await fetch(url(`/busca?q=${WORD}`));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toMatch(new RegExp(`<mark[^>]*>${WORD}</mark>`));
    expect(html).toContain('1 artigo encontrado');

    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const page = await noJs.newPage();
    await page.goto(url('/busca'));
    await page.getByText('Digite uma palavra para buscar artigos.').waitFor();
    const field = page.locator('main').getByRole('searchbox', { name: 'Buscar artigos' });
    await field.fill(WORD);
    await field.press('Enter');
    await page.waitForURL(url(`/busca?q=${WORD}`));
    await page.getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await noJs.close();

    const context = await browser.newContext();
    const app = await context.newPage();
    const indexRequests: string[] = [];
    app.on('request', (r) => {
      if (r.url().includes('/search-index.json')) indexRequests.push(r.url());
    });
    await app.goto(url(`/busca?q=${WORD}`));
    await app.getByRole('link', { name: TITLE }).waitFor();
    await app.locator('main').getByRole('searchbox', { name: 'Buscar artigos' }).click();
    await app.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    await context.close();
  });

  it('an unpublished article leaves the index', async () => {
    await db.doc(`articles/${ID}`).update({ status: 'draft' });
    await waitForIndex(false);
    const html = await (await fetch(url(`/busca?q=${WORD}`))).text();
    expect(html).toContain(`Nenhum artigo encontrado para &quot;${WORD}&quot;.`);
  });
});
