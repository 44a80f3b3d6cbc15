// A rendered reader page answers the reader's first touch by itself: the article's tabs, accordion
// and image zoom (with the CPU slowed 4×, as on a mid-range phone), the mobile menu, the header's
// search box, 'Entrar', 'Carregar mais artigos' (which starts the app and passes the click on) and
// the newsletter forms (handed to the app's, or sent as plain HTML when the app cannot start).
// The app, which loads at that first intent, then takes over keeping what the reader changed. No
// console errors along the way.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { categoryPath, normalizeTag } from '@pauta/model';
import { launchBrowser, stack } from './support/browser.js';

const UI_TIMEOUT = 30_000;
const run = randomUUID().slice(0, 8);
const WORD = `toque${run}`;
const TAG = `Primeiro toque ${run}`;
const MAIN_ID = `e2eToque${run}`;
const MAIN = { slug: `primeiro-toque-${run}`, title: `Widgets ao primeiro toque ${WORD}` };
/** One more than a tag page's first page (9), so the tag page has a next page. */
const EXTRA = 10;

const BODY = `<p>Um artigo com widgets para o primeiro toque.</p>
<div class="tabs"><div class="tab-list" role="tablist">
  <button class="tab" role="tab" id="toque-um-tab" aria-controls="toque-um-content">Primeira aba</button>
  <button class="tab" role="tab" id="toque-dois-tab" aria-controls="toque-dois-content">Segunda aba</button>
</div>
<div class="tab-content" id="toque-um-content" role="tabpanel"><p>Conteúdo da primeira aba</p></div>
<div class="tab-content" id="toque-dois-content" role="tabpanel"><p>Conteúdo da segunda aba</p></div></div>
<div class="accordion"><button class="accordion-header">Pergunta frequente</button>
<div class="accordion-content"><p>Resposta escondida</p></div></div>
<p><img src="/favicon.svg" alt="Figura de teste" width="64" height="64"></p>`;

let browser: Browser;
let admin: App;
let db: Firestore;
const ids = [MAIN_ID, ...Array.from({ length: EXTRA }, (_, i) => `e2eToque${run}x${i}`)];
const url = (path: string) => `${stack.webUrl}${path}`;

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  admin = initializeApp({ projectId: stack.projectId }, `first-touch-e2e-${run}`);
  db = getFirestore(admin);
  const batch = db.batch();
  ids.forEach((id, i) => {
    const when = Timestamp.fromMillis(Date.now() - i * 60_000);
    const main = id === MAIN_ID;
    const slug = main ? MAIN.slug : `primeiro-toque-${run}-${i}`;
    const tags = [TAG];
    batch.set(db.doc(`articles/${id}`), {
      title: main ? MAIN.title : `Lista do primeiro toque ${run} número ${i}`,
      excerpt: 'Um artigo do teste do primeiro toque.',
      imageUrl: '',
      category: 'tecnologia',
      categoryPath: categoryPath('tecnologia'),
      featured: false,
      status: 'published',
      tags,
      tagKeys: tags.map(normalizeTag),
      slug,
      authorId: `e2e-toque-${run}`,
      authorName: 'Autora do Toque',
      createdAt: when,
      updatedAt: when,
      publishedAt: when,
    });
    batch.set(db.doc(`articleContents/${id}`), {
      content: main ? BODY : '<p>Texto curto.</p>',
      status: 'published',
      authorId: `e2e-toque-${run}`,
      updatedAt: when,
    });
    batch.set(db.doc(`slugs/${slug}`), { articleId: id });
  });
  await batch.commit();
  // The tag page renders once onArticleWritten has counted the tag.
  const deadline = Date.now() + 120_000; // the trigger runs late on a loaded machine
  while ((await fetch(url(`/tag/${encodeURIComponent(TAG)}`))).status !== 200) {
    if (Date.now() > deadline) throw new Error('stats/tags never counted the test tag');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (db) {
    const batch = db.batch();
    for (const id of ids) {
      const slug = (await db.doc(`articles/${id}`).get()).get('slug') as string | undefined;
      batch.delete(db.doc(`articles/${id}`));
      batch.delete(db.doc(`articleContents/${id}`));
      if (slug) batch.delete(db.doc(`slugs/${slug}`));
    }
    await batch.commit();
  }
  if (admin) await deleteApp(admin);
});

/** A fresh page whose console errors and uncaught exceptions are collected. */
async function watchedPage(options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ locale: 'pt-BR', ...options });
  context.setDefaultTimeout(UI_TIMEOUT);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, errors, close: () => context.close() };
}

const renderedBody = (page: Page) => page.locator('#pauta-ssr [data-ssr="article-body"]');

describe('a rendered page at the first touch', () => {
  it('article at 4× CPU: tabs, accordion and zoom work on the rendered body; the app keeps their state', async () => {
    const { page, errors, close } = await watchedPage({ viewport: { width: 1280, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url(`/artigo/${MAIN.slug}`), { waitUntil: 'domcontentloaded' });
    const body = renderedBody(page);
    // Wired (after the spec's 100 ms) by the page's small script, not by the app.
    await body.locator('[role="tab"][aria-selected="true"]').waitFor();
    expect(await body.getByText('Conteúdo da segunda aba').isVisible()).toBe(false);
    await body.getByRole('tab', { name: 'Segunda aba' }).click();
    await body.getByText('Conteúdo da segunda aba').waitFor({ state: 'visible' });
    expect(await body.getByText('Conteúdo da primeira aba').isVisible()).toBe(false);
    await body.getByRole('button', { name: 'Pergunta frequente' }).click();
    await body.getByText('Resposta escondida').waitFor({ state: 'visible' });
    await body.getByRole('img', { name: 'Figura de teste' }).click();
    const zoom = page.getByRole('dialog', { name: 'Figura de teste' });
    await zoom.waitFor();
    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'hidden' });

    // The pointer's moves were the intent: the app loads and replaces the page, same widget state.
    await page.locator('#pauta-ssr').waitFor({ state: 'detached', timeout: 60_000 });
    const appBody = page.locator('#root [data-testid="article-body"]');
    await appBody.getByText('Conteúdo da segunda aba').waitFor({ state: 'visible' });
    await appBody.getByText('Resposta escondida').waitFor({ state: 'visible' });
    expect(await appBody.getByText('Conteúdo da primeira aba').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it('mobile menu: opens from the rendered header and its links navigate', async () => {
    const { page, errors, close } = await watchedPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto(url('/'));
    const nav = page.locator('#pauta-ssr').getByRole('navigation', { name: 'Principal' });
    expect(await nav.isVisible()).toBe(false); // folded behind the menu button on a phone
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await page.getByRole('button', { name: 'Fechar menu' }).getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('link', { name: 'Tópicos' }).click();
    await page.waitForURL(url('/topicos'));
    await page.getByRole('heading', { level: 1, name: 'Tópicos em Alta' }).first().waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("the header's search box and 'Entrar' work as the rendered page's own form and link", async () => {
    const { page, errors, close } = await watchedPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url(`/artigo/${MAIN.slug}`));
    const search = page.locator('#pauta-ssr header').getByRole('searchbox', { name: 'Buscar artigos' });
    await search.fill(WORD);
    await search.press('Enter');
    await page.waitForURL(url(`/busca?q=${WORD}`));
    await page.getByRole('link', { name: MAIN.title }).first().waitFor();
    await page.goto(url('/sobre'));
    await page.locator('#pauta-ssr header').getByRole('link', { name: 'Entrar' }).click();
    await page.waitForURL(url('/login'));
    await page.getByRole('heading', { level: 1, name: 'Acesse sua conta' }).waitFor();
    await page.getByRole('button', { name: 'Entrar com Google' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("the home's newsletter card, sent before the app took over, answers in place through the app", async () => {
    const { page, errors, close } = await watchedPage({ viewport: { width: 1280, height: 900 } });
    // The app's start arrives late, so the reader sends the rendered form before the app is there.
    await page.route('**/assets/boot-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(url('/'), { waitUntil: 'domcontentloaded' });
    const rendered = page.locator('#pauta-ssr section[aria-labelledby="ssr-newsletter-titulo"]');
    const email = `primeiro-toque-${run}@exemplo.com.br`;
    await rendered.getByLabel('Email').fill(email);
    await rendered.getByRole('button', { name: 'Inscrever-se' }).click();
    const card = page.locator('#root section[aria-labelledby="newsletter-titulo"]');
    await card.getByRole('status').getByText('Confirme sua inscrição').waitFor();
    await card.getByText(`Enviamos um link para ${email}.`).waitFor();
    expect(await card.getByLabel('Email').inputValue()).toBe('');
    expect(page.url()).toBe(url('/'));
    expect(errors).toEqual([]);
    await close();
  });

  it("the footer's newsletter form, sent before the app took over, waits for the app's lazy footer", async () => {
    const { page, errors, close } = await watchedPage({ viewport: { width: 1280, height: 900 } });
    await page.route('**/assets/boot-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(url('/sobre'), { waitUntil: 'domcontentloaded' });
    const rendered = page.locator('#pauta-ssr').getByRole('form', { name: 'Newsletter do rodapé' });
    const email = `rodape-${run}@exemplo.com.br`;
    await rendered.getByLabel('Seu email').fill(email);
    await rendered.getByRole('button', { name: 'Assinar' }).click();
    const footer = page.locator('#root footer');
    await footer.getByRole('status').getByText('Confirme sua inscrição').waitFor();
    await footer.getByText(`Enviamos um link para ${email}.`).waitFor();
    expect(page.url()).toBe(url('/sobre'));
    expect(errors).toEqual([]);
    await close();
  });

  it('a rendered newsletter form is sent as plain HTML when the app cannot start', async () => {
    const { page, close } = await watchedPage({ viewport: { width: 1280, height: 900 } });
    await page.route('**/assets/boot-*.js', (route) => route.abort());
    await page.goto(url('/'), { waitUntil: 'domcontentloaded' });
    const form = page.locator('#pauta-ssr').getByRole('form', { name: 'Newsletter do rodapé' });
    const email = `sem-app-${run}@exemplo.com.br`;
    await form.getByLabel('Seu email').fill(email);
    await Promise.all([page.waitForURL(url('/api/newsletter')), form.getByRole('button', { name: 'Assinar' }).click()]);
    await page.getByRole('heading', { level: 1, name: 'Confirme sua inscrição' }).waitFor();
    await page.getByText(`Enviamos um link para ${email}.`).waitFor();
    await close();
  });

  it("'Carregar mais artigos' on a rendered tag page starts the app and loads the next page", async () => {
    const { page, errors, close } = await watchedPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url(`/tag/${encodeURIComponent(TAG)}`));
    /** Distinct articles of this run linked from the list (a card may link its cover and its title). */
    const listed = (scope: string) =>
      page.evaluate(
        ([selector, mark]) =>
          new Set(
            [...document.querySelectorAll<HTMLAnchorElement>(`${selector} main a[href^="/artigo/"]`)]
              .filter((a) => a.getAttribute('href')!.includes(mark!))
              .map((a) => a.getAttribute('href')),
          ).size,
        [scope, run],
      );
    expect(await listed('#pauta-ssr')).toBe(9);
    await page.locator('#pauta-ssr').getByRole('button', { name: 'Carregar mais artigos' }).click();
    await page.locator('#pauta-ssr').waitFor({ state: 'detached' });
    await expect.poll(() => listed('#root'), { timeout: UI_TIMEOUT }).toBe(ids.length);
    expect(errors).toEqual([]);
    await close();
  });
});
