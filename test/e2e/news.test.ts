// News search end to end, in Chromium against the whole stack: the fetchNews callable in the
// Functions emulator asks the local fixture server (scripts/lib/news-fixtures.mjs) exactly as it
// would ask GDELT and the publishers' feeds in production.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { workerBrowser, stack } from './support/browser.js';
import { functionUrl, seedAccount, shot, type SeedAccount } from './support/staff.js';

const UI_TIMEOUT = 20_000;
const FIXTURES_URL = process.env.PAUTA_NEWS_FIXTURES_URL;

/** Makes every provider answer of the fixture server an HTTP 500 (or back to normal). */
async function providersFail(fail: boolean) {
  if (!FIXTURES_URL) throw new Error('PAUTA_NEWS_FIXTURES_URL is not set: start the stack with scripts/lib/stack.mjs');
  const response = await fetch(`${FIXTURES_URL}/__control`, { method: 'POST', body: JSON.stringify({ fail }) });
  expect(response.ok).toBe(true);
}

const fixtureRequests = async () =>
  ((await (await fetch(`${FIXTURES_URL}/__stats`)).json()) as { requests: number }).requests;

let browser: Browser;
let admin: App;

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  admin = initializeApp({ projectId: stack.projectId }, `news-e2e-${randomUUID()}`);
  browser = await workerBrowser();
  await providersFail(false);
});

afterAll(async () => {
  await providersFail(false).catch(() => undefined);
  await browser?.close();
  if (admin) await deleteApp(admin);
});

/** Empties fetchNews's 15-minute cache (newsCache, written by functions only). */
async function clearNewsCache() {
  const cached = await getFirestore(admin).collection('newsCache').get();
  await Promise.all(cached.docs.map((doc) => doc.ref.delete()));
}

const url = (path: string) => `${stack.webUrl}${path}`;
const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

async function editorOnTrends(): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT);
  onTestFailed(async () => {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch(() => '(page closed)');
    console.error(`[news e2e] page at ${page.url()}:\n${text.slice(0, 1200)}`);
  });
  const editor = await seedAccount('editor');
  await page.goto(url('/admin'));
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(editor.email);
  await page.getByLabel('Senha').fill(editor.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(url('/admin/dashboard'));
  await page.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: 'Tendências' }).click();
  await page.waitForURL(url('/admin/trends'));
  await page.getByRole('heading', { name: 'Buscar Notícias' }).waitFor();
  return page;
}

const IDLE_PROMPT = 'Selecione uma categoria ou use a barra de pesquisa para buscar notícias.';

/** The demo-data notice (spec §4): in the alert, as a toast, and the idle prompt where results would be. */
async function expectDemoNotice(page: Page) {
  await failure(page).getByText('Usando dados de demonstração').waitFor();
  await failure(page).getByText('Exibindo dados locais de demonstração...').waitFor();
  await toast(page, 'Não foi possível conectar à API de notícias. Exibindo dados de demonstração.').waitFor();
  await page.getByRole('region', { name: 'Resultados' }).getByText(IDLE_PROMPT).waitFor();
}

const items = (page: Page) => page.getByTestId('news-item');
const titles = (page: Page) => page.getByTestId('news-title').allInnerTexts();
const firstTitle = (page: Page) => page.getByTestId('news-title').first().innerText();
const failure = (page: Page) => page.getByTestId('news-failure');

async function chooseCategory(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

// Buscar is pressed from the keyboard: a toast that lands over the button (and whose timer a hovering
// pointer pauses) cannot swallow the action.
const submitSearch = (page: Page) => page.getByRole('button', { name: 'Buscar' }).press('Enter');

describe('/admin/trends (Chromium)', () => {
  it('opens with the current news, paginates, and searches by category and by text', async () => {
    const page = await editorOnTrends();
    // Initial fetch: 'notícias atuais' merged from GDELT and the general feeds, 16 after duplicates.
    await toast(page, 'Encontramos 16 notícias relacionadas.').waitFor();
    await expect.poll(() => items(page).count()).toBe(10);
    await expect(firstTitle(page)).resolves.toBe('Defesa Civil emite alerta de chuvas fortes para o litoral paulista');
    const source = items(page).first().getByRole('link');
    await expect(source.getAttribute('target')).resolves.toBe('_blank');
    await expect(source.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await expect(items(page).first().getByTestId('news-date').innerText()).resolves.toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );

    const pages = page.getByRole('navigation', { name: 'Páginas de notícias' });
    await pages.getByRole('button', { name: 'Página 2' }).click();
    await expect.poll(() => items(page).count()).toBe(6);
    await expect(items(page).last().innerText()).resolves.toContain('Data não informada');
    await pages.getByRole('button', { name: 'Página anterior' }).click();
    await expect.poll(() => items(page).count()).toBe(10);

    // Category alone: GDELT 'Tecnologia' plus Tecnoblog (Atom) and g1 Tecnologia; one page only.
    await chooseCategory(page, 'Tecnologia');
    await expect.poll(() => titles(page)).toContain('Review: notebook nacional aposta em bateria de longa duração');
    await expect(titles(page)).resolves.toContain('Anatel abre consulta pública sobre uso de novas faixas do 5G');
    await expect(pages.count()).resolves.toBe(0);

    // Text within a category.
    await chooseCategory(page, 'Saúde');
    await page.getByLabel('Termo de pesquisa (opcional)').fill('vacinação');
    await submitSearch(page);
    await expect
      .poll(async () => (await titles(page)).sort())
      .toEqual([
        'Ministério da Saúde amplia campanha de vacinação contra a dengue',
        'Vacinação de adolescentes contra HPV é ampliada em escolas',
      ]);

    // Nothing found.
    await page.getByLabel('Termo de pesquisa (opcional)').fill('hipopótamo voador');
    await submitSearch(page);
    await page.getByText('Tente com outra categoria ou termo de pesquisa.').first().waitFor();
    await page.context().close();
  });

  it('a first search that fails shows the error with retry; a repeated failure the demo notice and the idle prompt; then it recovers', async () => {
    // The screen's first search must really ask the providers: an earlier test left it in the 15-minute cache.
    await clearNewsCache();
    await providersFail(true);
    const page = await editorOnTrends();
    await failure(page)
      .getByText(
        'Não foi possível buscar as notícias: Os provedores de notícias não responderam. Tente novamente em alguns minutos.',
      )
      .waitFor();
    await page.getByText('Falha ao buscar notícias.').waitFor();
    await expect(page.locator('body').innerText()).resolves.not.toMatch(/at \w+ \(|Error:|stack/i);

    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expectDemoNotice(page);

    await providersFail(false);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect.poll(() => items(page).count()).toBe(10);
    await expect(failure(page).count()).resolves.toBe(0);
    await expect(page.getByText(IDLE_PROMPT).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('a failure after a success shows the demo notice, not the error (the attempt count never goes back)', async () => {
    const page = await editorOnTrends();
    await expect.poll(() => items(page).count()).toBeGreaterThan(0);
    await providersFail(true);
    await page.getByLabel('Termo de pesquisa (opcional)').fill('hospitais');
    await submitSearch(page);
    await expectDemoNotice(page);
    await expect(failure(page).innerText()).resolves.not.toContain('Não foi possível buscar as notícias');
    await expect(page.getByText('Falha ao buscar notícias.').count()).resolves.toBe(0);
    await expect(items(page).count()).resolves.toBe(0);
    await shot(page, 'news-demo-notice');

    await providersFail(false);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect
      .poll(() => titles(page))
      .toEqual(['Hospitais universitários recebem novos equipamentos de diagnóstico']);
    await expect(failure(page).count()).resolves.toBe(0);
    await page.context().close();
  });

  it("'Gerar conteúdo' builds the outline and 'Criar Artigo' opens the editor with it", async () => {
    const page = await editorOnTrends();
    await expect.poll(() => items(page).count()).toBe(10);
    const headline = await firstTitle(page);
    const source = await items(page).first().getByRole('link').innerText();
    await items(page).first().getByRole('button', { name: 'Gerar conteúdo' }).click();
    await items(page).first().getByRole('button', { name: 'Gerando...' }).waitFor();
    await page.getByRole('heading', { name: 'Conteúdo Gerado' }).waitFor();
    await toast(page, 'Conteúdo gerado').waitFor();
    const card = page.getByRole('region', { name: 'Conteúdo Gerado' });
    await expect(card.innerText()).resolves.toContain(`Fonte: ${source}, “${headline}”`);
    await card.getByRole('button', { name: 'Criar Artigo' }).click();
    await page.waitForURL(url('/admin/articles/new'));
    const prefill = await page.evaluate(
      () => (history.state as { usr?: { prefill?: Record<string, string> } }).usr?.prefill,
    );
    expect(prefill?.title).toBe(headline);
    expect(prefill?.content).toContain('rel="noopener noreferrer"');
    expect(prefill?.content).toContain(`>${source}</a>`);
    await page.context().close();
  });
});

describe('fetchNews callable (Functions emulator)', () => {
  async function idTokenFor(account: SeedAccount): Promise<string> {
    const response = await fetch(
      `http://${stack.authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
      },
    );
    expect(response.ok).toBe(true);
    return ((await response.json()) as { idToken: string }).idToken;
  }

  async function callFetchNews(data: unknown, idToken?: string) {
    const response = await fetch(functionUrl('fetchNews'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
      body: JSON.stringify({ data }),
    });
    return (await response.json()) as {
      result?: { news: unknown[]; pagination: { totalItems: number } };
      error?: { status: string; message: string };
    };
  }

  it('refuses anonymous callers and plain users; a repeated search is served from the cache', async () => {
    const request = { tag: 'satélite', category: 'all', page: 1, cacheBuster: Date.now(), fetchAttempt: 1 };
    await expect(callFetchNews(request)).resolves.toMatchObject({
      error: { status: 'UNAUTHENTICATED', message: 'Usuário não autenticado' },
    });
    const reader = await idTokenFor(await seedAccount('leitor'));
    await expect(callFetchNews(request, reader)).resolves.toMatchObject({
      error: { status: 'PERMISSION_DENIED', message: 'Apenas administradores e editores podem buscar notícias.' },
    });

    const admin = await idTokenFor(await seedAccount('admin'));
    const before = await fixtureRequests();
    const uncachedStart = performance.now();
    const first = await callFetchNews(request, admin);
    const uncachedMs = performance.now() - uncachedStart;
    expect(first.result?.pagination.totalItems).toBe(1);
    const afterFirst = await fixtureRequests();
    expect(afterFirst).toBeGreaterThan(before);

    const cachedStart = performance.now();
    const second = await callFetchNews({ ...request, cacheBuster: Date.now(), fetchAttempt: 2 }, admin);
    const cachedMs = performance.now() - cachedStart;
    expect(second.result).toEqual(first.result);
    expect(await fixtureRequests()).toBe(afterFirst);
    console.log(
      `fetchNews through the Functions emulator: uncached ${uncachedMs.toFixed(0)} ms, cached ${cachedMs.toFixed(0)} ms`,
    );
  });
});
