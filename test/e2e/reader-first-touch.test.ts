// A reader page answers the reader's first touch without changing under the finger: on every
// reader page type, on a phone at 4× CPU, the visible words and the links are the same before and
// after the first taps. What the page does at that touch it does itself (the article's tabs,
// accordion and zoom, the mobile menu, the search form, 'Entrar') or through the island the reader
// acts in, which hydrates where it stands ('Carregar mais artigos', the newsletter forms: sent as
// plain HTML if the island cannot come). A signed-in reader sees the account menu in the place the
// header kept for it, nothing moving. An article body naming the page's own ids or markers changes
// nothing. No console errors along the way.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { categoryPath, normalizeTag } from '@pauta/model';
import { workerBrowser, stack } from './support/browser.js';
import { signIn } from './support/staff.js';

const UI_TIMEOUT = 30_000;
const run = randomUUID().slice(0, 8);
const WORD = `toque${run}`;
const TAG = `Primeiro toque ${run}`;
const MAIN_ID = `e2eToque${run}`;
const MAIN = { slug: `primeiro-toque-${run}`, title: `Widgets ao primeiro toque ${WORD}` };
/** One more than a tag page's first page (9), so the tag page has a next page. */
const EXTRA = 10;

const BODY = `<p>Um artigo com widgets para o primeiro toque.</p>
<div id="root" data-island="account" data-island-when="session" data-pauta-form="newsletter-rodape"><p id="pauta-state">Conteúdo com os ids da página</p></div>
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
  browser = await workerBrowser();
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

const articleBody = (page: Page) => page.getByTestId('article-body');

/** What a reader sees on screen: the words of the visible text, and the links' addresses. */
async function onScreen(page: Page) {
  return page.evaluate(() => {
    const text = document.body.innerText.split(/\s+/).filter(Boolean);
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => a.getClientRects().length > 0)
      .map((a) => a.getAttribute('href'));
    return { text, links };
  });
}

/** Words that differ between two texts (a multiset difference, both ways). */
function changedWords(before: string[], after: string[]): string[] {
  const count = new Map<string, number>();
  for (const word of before) count.set(word, (count.get(word) ?? 0) + 1);
  for (const word of after) count.set(word, (count.get(word) ?? 0) - 1);
  return [...count].filter(([, n]) => n !== 0).map(([word, n]) => `${word} ${n > 0 ? '-' : '+'}${Math.abs(n)}`);
}

describe('the first touch changes nothing on screen', () => {
  const PAGES = () => [
    ['home', '/'],
    ['artigo', `/artigo/${MAIN.slug}`],
    ['categoria', '/categoria/tecnologia'],
    ['tag', `/tag/${encodeURIComponent(TAG)}`],
    ['tópicos', '/topicos'],
    ['artigos', '/artigos'],
    ['busca', `/busca?q=${WORD}`],
    ['sobre', '/sobre'],
  ];

  it.each(PAGES().map(([name]) => name!))(
    '%s: same words and links after two taps, on a phone at 4× CPU',
    async (name) => {
      const path = PAGES().find(([page]) => page === name)![1]!;
      const { page, errors, close } = await watchedPage({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(url(path));
      await page.waitForLoadState('networkidle');
      const before = await onScreen(page);
      // A tap on the page's heading (the reader's first touch), another 300 ms later.
      const heading = page.locator('main h1').first();
      await heading.tap();
      await page.waitForTimeout(300);
      await heading.tap();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      const after = await onScreen(page);
      expect(changedWords(before.text, after.text)).toEqual([]);
      expect(after.links).toEqual(before.links);
      expect(errors).toEqual([]);
      await close();
    },
  );
});

describe('what a reader does at the first touch', () => {
  it('article at 4× CPU: tabs, accordion and zoom work at once, wired by the page itself', async () => {
    const { page, errors, close } = await watchedPage({ viewport: { width: 1280, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url(`/artigo/${MAIN.slug}`), { waitUntil: 'domcontentloaded' });
    const body = articleBody(page);
    // Wired (after the spec's 100 ms) by the page's small script.
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
    expect(errors).toEqual([]);
    await close();
  });

  it("an article body with the page's ids and markers changes nothing: ids prefixed, markers dropped", async () => {
    const { page, errors, close } = await watchedPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url(`/artigo/${MAIN.slug}`));
    const body = articleBody(page);
    await body.getByText('Conteúdo com os ids da página').waitFor();
    expect(await body.locator('#conteudo-root').count()).toBe(1);
    expect(await body.locator('#conteudo-pauta-state').count()).toBe(1);
    expect(await body.locator('[data-island], [data-pauta-form]').count()).toBe(0);
    expect(await page.locator('#root').evaluate((root) => root.parentElement === document.body)).toBe(true);
    // The page's own islands still hydrate from the page's own state: the footer's form answers.
    const form = page.getByRole('form', { name: 'Newsletter do rodapé' });
    const email = `ids-${run}@exemplo.com.br`;
    await form.getByLabel('Seu email').fill(email);
    await form.getByRole('button', { name: 'Assinar' }).click();
    await page.locator('footer').getByRole('status').getByText('Confirme sua inscrição').waitFor();
    expect(page.url()).toBe(url(`/artigo/${MAIN.slug}`));
    expect(errors).toEqual([]);
    await close();
  });

  it('mobile menu: opens from the header, says how to close it, Escape closes it, its links navigate', async () => {
    const { page, errors, close } = await watchedPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto(url('/'));
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    expect(await nav.isVisible()).toBe(false); // folded behind the menu button on a phone
    const toggle = page.locator('summary[aria-controls="menu-movel"]');
    expect(await toggle.getAttribute('aria-label')).toBe('Abrir menu');
    await toggle.click();
    const menu = page.getByRole('group', { name: 'Menu' });
    await menu.waitFor();
    expect(await toggle.getAttribute('aria-label')).toBe('Fechar menu');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await toggle.click();
    await menu.getByRole('link', { name: 'Tópicos' }).click();
    await page.waitForURL(url('/topicos'));
    await page.getByRole('heading', { level: 1, name: 'Tópicos em Alta' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("the header's search box and 'Entrar' work as the page's own form and link", async () => {
    const { page, errors, close } = await watchedPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url(`/artigo/${MAIN.slug}`));
    const search = page.locator('header').getByRole('searchbox', { name: 'Buscar artigos' });
    await search.fill(WORD);
    await search.press('Enter');
    await page.waitForURL(url(`/busca?q=${WORD}`));
    await page.getByRole('link', { name: MAIN.title }).first().waitFor();
    await page.goto(url('/sobre'));
    await page.locator('header').getByRole('link', { name: 'Entrar' }).click();
    await page.waitForURL(url('/login'));
    await page.getByRole('heading', { level: 1, name: 'Acesse sua conta' }).waitFor();
    await page.getByRole('button', { name: 'Entrar com Google' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("the home's newsletter card, sent before its island could answer, answers in place", async () => {
    const { page, errors, close } = await watchedPage({ viewport: { width: 1280, height: 900 } });
    // The island's code arrives late, so the reader sends the form before it has hydrated.
    await page.route('**/assets/hydrate-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(url('/'), { waitUntil: 'domcontentloaded' });
    const card = page.locator('section[aria-labelledby="newsletter-titulo"]');
    const email = `primeiro-toque-${run}@exemplo.com.br`;
    await card.getByLabel('Email').fill(email);
    await card.getByRole('button', { name: 'Inscrever-se' }).click();
    await card.getByRole('status').getByText('Confirme sua inscrição').waitFor();
    await card.getByText(`Enviamos um link para ${email}.`).waitFor();
    expect(await card.getByLabel('Email').inputValue()).toBe('');
    expect(page.url()).toBe(url('/'));
    expect(errors).toEqual([]);
    await close();
  });

  it('a newsletter form is sent as plain HTML when its island cannot come', async () => {
    const { page, close } = await watchedPage({ viewport: { width: 1280, height: 900 } });
    await page.route('**/assets/hydrate-*.js', (route) => route.abort());
    await page.goto(url('/'), { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Newsletter do rodapé' });
    const email = `sem-ilha-${run}@exemplo.com.br`;
    await form.getByLabel('Seu email').fill(email);
    await Promise.all([page.waitForURL(url('/api/newsletter')), form.getByRole('button', { name: 'Assinar' }).click()]);
    await page.getByRole('heading', { level: 1, name: 'Confirme sua inscrição' }).waitFor();
    await page.getByText(`Enviamos um link para ${email}.`).waitFor();
    await close();
  });

  it("'Carregar mais artigos' on a tag page hydrates its list and loads the next page", async () => {
    const { page, errors, close } = await watchedPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url(`/tag/${encodeURIComponent(TAG)}`));
    /** Distinct articles of this run linked from the list (a card may link its cover and its title). */
    const listed = () =>
      page.evaluate(
        (mark) =>
          new Set(
            [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/artigo/"]')]
              .filter((a) => a.getAttribute('href')!.includes(mark))
              .map((a) => a.getAttribute('href')),
          ).size,
        run,
      );
    expect(await listed()).toBe(9);
    await page.getByRole('button', { name: 'Carregar mais artigos' }).click();
    await expect.poll(() => listed(), { timeout: UI_TIMEOUT }).toBe(ids.length);
    expect(errors).toEqual([]);
    await close();
  });

  it('a signed-in reader sees the account menu in the place the header kept: nothing moves', async () => {
    const { page, errors, close } = await watchedPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, 'leitor');
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url('/sobre'));
    const header = page.locator('header');
    const nav = header.getByRole('navigation', { name: 'Navegação principal' });
    const navBox = await nav.boundingBox();
    const account = header.getByRole('link', { name: /^Meu perfil/ });
    await account.waitFor();
    await header.getByRole('button', { name: 'Sair' }).waitFor();
    expect(await header.getByRole('link', { name: 'Entrar' }).count()).toBe(0);
    expect(await nav.boundingBox()).toEqual(navBox);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
