// Many hands on one article, end to end in Chromium with two staff accounts in two browser
// contexts: the edit lease ('{nome} está editando este artigo', 'Assumir edição'), the live takeover
// notice ('{nome} assumiu a edição') with the first person's editor turned read-only and their
// unsaved text kept as a revision, the stale save (both texts survive: the saved one in the article,
// the other as a conflict revision, the diff visible), the article list's "who is editing", two tabs
// of one person, and a network loss during a save followed by the recovery.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { workerBrowser, stack } from './support/browser.js';
import { listenTrace } from './support/listen-trace.js';
import { newPage, POLL, seedAccount, signIn, unique, url, type SeedAccount } from './support/staff.js';

let browser: Browser;
let admin: App;
let db: Firestore;
let carla: SeedAccount; // admin
let rafael: SeedAccount; // editor
const takeoverMs: number[] = [];
const SCREENSHOTS = process.env.PAUTA_SCREENSHOTS_DIR;

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  admin = initializeApp({ projectId: stack.projectId }, `newsroom-e2e-${randomUUID()}`);
  db = getFirestore(admin);
  browser = await workerBrowser();
  carla = await seedAccount('admin');
  rafael = await seedAccount('editor');
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  const sorted = [...takeoverMs].sort((a, b) => a - b);
  const median = sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
  console.log(
    `[newsroom e2e] takeover → '{nome} assumiu a edição' on the other screen: median ${median} ms over ` +
      `${sorted.length} (${takeoverMs.join(', ')})`,
  );
  await browser?.close();
  if (admin) await deleteApp(admin);
});

/** A stored draft article (version 1), written as the seed would. */
async function storedArticle(title: string): Promise<string> {
  const ref = db.collection('articles').doc();
  const slug = `${title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
  const now = FieldValue.serverTimestamp();
  const batch = db.batch();
  batch.set(ref, {
    title,
    excerpt: 'Resumo original.',
    imageUrl: '',
    category: 'tecnologia',
    categoryPath: '/categoria/tecnologia',
    featured: false,
    status: 'draft',
    tags: ['Redação'],
    tagKeys: ['redacao'],
    slug,
    authorId: carla.uid,
    authorName: carla.name,
    createdAt: now,
    updatedAt: now,
    publishedAt: null,
    version: 1,
  });
  batch.set(db.doc(`articleContents/${ref.id}`), {
    content: '<p>Texto original da matéria.</p>',
    status: 'draft',
    authorId: carla.uid,
    updatedAt: now,
  });
  batch.set(db.doc(`slugs/${slug}`), { articleId: ref.id });
  await batch.commit();
  return ref.id;
}

const titleField = (page: Page) => page.getByRole('textbox', { name: 'Título', exact: true });
const summaryField = (page: Page) => page.getByLabel('Resumo', { exact: true });

async function openEditor(page: Page, id: string) {
  await page.goto(url(`/admin/articles/edit/${id}`));
  await page.getByRole('heading', { name: 'Editar Artigo' }).waitFor();
}

/** Clicks 'Assumir edição' on `taker` and times the notice on `holder`'s screen. */
async function takeOver(taker: Page, holder: Page, takerName: string) {
  await taker.getByRole('button', { name: 'Assumir edição' }).click();
  const clicked = Date.now();
  await holder.getByText(`${takerName} assumiu a edição`).waitFor();
  takeoverMs.push(Date.now() - clicked);
  await expect.poll(() => titleField(taker).isEditable(), POLL).toBe(true);
}

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

async function revisionsOf(id: string) {
  const snap = await db.collection(`articles/${id}/revisions`).orderBy('savedAt', 'desc').get();
  return snap.docs.map((d) => d.data());
}

describe('two people, one article', () => {
  it('the lease notice, the live takeover, the read-only switch with the unsaved text kept, the stale save and its diff', async () => {
    const title = unique('Pauta compartilhada');
    const id = await storedArticle(title);
    const first = await newPage(browser, 'newsroom carla');
    const second = await newPage(browser, 'newsroom rafael');
    await signIn(first.page, 'admin');
    await signIn(second.page, 'editor');

    // Carla opens the article and starts changing the title.
    await openEditor(first.page, id);
    const carlasTitle = `${title} — versão da Carla`;
    await titleField(first.page).fill(carlasTitle);

    // Rafael sees on the list that Carla is editing it, then opens it.
    await second.page.goto(url('/admin/articles'));
    const row = second.page.getByTestId('article-row').filter({ hasText: title });
    await row.getByText(`${carla.name} está editando`).waitFor();
    await shot(second.page, 'lista-quem-edita');
    await row.getByRole('link', { name: 'Editar' }).click();
    await second.page.getByText(`${carla.name} está editando este artigo`).waitFor();
    await second.page.getByRole('button', { name: 'Abrir somente leitura' }).waitFor();
    expect(await titleField(second.page).isEditable()).toBe(false);
    await shot(second.page, 'aviso-alguem-editando');

    // Rafael takes over: Carla is told at once, her editor turns read-only, her text is kept.
    await takeOver(second.page, first.page, rafael.name);
    expect(await titleField(first.page).isEditable()).toBe(false);
    expect(await titleField(first.page).inputValue()).toBe(carlasTitle);
    await first.page.getByText('Seu texto não salvo foi guardado no Histórico.').waitFor();
    await shot(first.page, 'aviso-edicao-assumida');
    await expect
      .poll(async () => (await revisionsOf(id)).find((r) => r.kind === 'takeover')?.form?.title, POLL)
      .toBe(carlasTitle);
    const takeover = (await revisionsOf(id)).find((r) => r.kind === 'takeover')!;
    expect(takeover).toMatchObject({ savedBy: carla.uid, savedByName: carla.name, version: 1 });

    // Rafael changes the summary and saves (version 2).
    const rafaelsSummary = 'Resumo reescrito pelo Rafael.';
    await summaryField(second.page).fill(rafaelsSummary);
    await second.page.getByRole('button', { name: 'Salvar Artigo' }).click();
    await second.page.getByText('Salvo com sucesso!', { exact: true }).waitFor();
    await second.page.waitForURL(url('/admin/articles'));

    // Carla takes the article back with her text still on screen and saves: refused, told, nothing lost.
    await first.page.getByRole('button', { name: 'Assumir edição' }).click();
    await expect.poll(() => titleField(first.page).isEditable(), POLL).toBe(true);
    expect(await titleField(first.page).inputValue()).toBe(carlasTitle);
    await first.page.getByRole('button', { name: 'Salvar Artigo' }).click();
    await first.page.getByText(`Este artigo foi alterado por ${rafael.name} enquanto você editava.`).waitFor();
    expect(await titleField(first.page).inputValue()).toBe(carlasTitle);
    await shot(first.page, 'conflito');

    const stored = (await db.doc(`articles/${id}`).get()).data()!;
    expect(stored).toMatchObject({ title, excerpt: rafaelsSummary, version: 2 });
    await expect
      .poll(async () => (await revisionsOf(id)).find((r) => r.kind === 'conflict')?.form?.title, POLL)
      .toBe(carlasTitle);
    const conflict = (await revisionsOf(id)).find((r) => r.kind === 'conflict')!;
    expect(conflict).toMatchObject({ savedBy: carla.uid, savedByName: carla.name, version: 1 });
    expect(conflict.form.excerpt).toBe('Resumo original.');

    // The diff: Rafael's summary against Carla's, and the titles.
    await first.page.getByRole('button', { name: 'Ver diferenças' }).click();
    const diff = first.page.getByRole('dialog', { name: 'Diferenças' });
    await diff.getByTestId('diff-Resumo').getByText('reescrito').waitFor();
    await expect(diff.getByTestId('diff-Resumo').locator('mark.pauta-diff-removed').allInnerTexts()).resolves.toEqual(
      expect.arrayContaining([expect.stringContaining('reescrito')]),
    );
    await expect(diff.getByTestId('diff-Título').locator('mark.pauta-diff-added').allInnerTexts()).resolves.toEqual(
      expect.arrayContaining([expect.stringContaining('Carla')]),
    );
    await diff.getByText('Texto · sem diferenças').waitFor();
    await shot(first.page, 'diferencas');
    await first.page.keyboard.press('Escape');

    // The history shows both the takeover and the conflict copies, marked.
    await first.page.getByRole('button', { name: 'Histórico' }).click();
    const drawer = first.page.getByRole('dialog', { name: 'Histórico' });
    await drawer.getByText('Cópia de conflito', { exact: true }).waitFor();
    await drawer.getByText('Cópia ao perder a edição', { exact: true }).waitFor();
    await shot(first.page, 'historico-copias');
    await first.page.keyboard.press('Escape');

    // 'Recarregar a versão salva' brings Rafael's version in; saving on top of it works.
    await first.page.getByRole('button', { name: 'Recarregar a versão salva' }).click();
    await expect.poll(() => summaryField(first.page).inputValue(), POLL).toBe(rafaelsSummary);
    await expect(first.page.getByTestId('conflict-banner').count()).resolves.toBe(0);
    await titleField(first.page).fill(carlasTitle);
    await first.page.getByRole('button', { name: 'Salvar Artigo' }).click();
    await first.page.getByText('Salvo com sucesso!', { exact: true }).waitFor();
    expect((await db.doc(`articles/${id}`).get()).data()).toMatchObject({
      title: carlasTitle,
      excerpt: rafaelsSummary,
      version: 3,
    });

    await first.context.close();
    await second.context.close();
  });

  it('takeover back and forth: each time the other screen is told within seconds (measured)', async () => {
    const id = await storedArticle(unique('Plantão'));
    const a = await newPage(browser, 'newsroom takeover a');
    const b = await newPage(browser, 'newsroom takeover b');
    await signIn(a.page, 'admin');
    await signIn(b.page, 'editor');
    await openEditor(a.page, id);
    await openEditor(b.page, id);
    await b.page.getByText(`${carla.name} está editando este artigo`).waitFor();
    for (let round = 0; round < 3; round++) {
      await takeOver(b.page, a.page, rafael.name);
      await takeOver(a.page, b.page, carla.name);
    }
    await a.context.close();
    await b.context.close();
  }, 240_000);

  it('a tab in the background, which does not renew, is told by the live listener (WebChannel)', async () => {
    const id = await storedArticle(unique('Em segundo plano'));
    const a = await newPage(browser, 'newsroom background a');
    const b = await newPage(browser, 'newsroom background b');
    const listenChannel: string[] = [];
    a.page.on(
      'request',
      (r) => r.url().includes('/google.firestore.v1.Firestore/Listen/channel') && listenChannel.push(r.url()),
    );
    await signIn(a.page, 'admin');
    await signIn(b.page, 'editor');
    await openEditor(a.page, id);
    await expect.poll(async () => (await db.doc(`articleLocks/${id}`).get()).get('holderId'), POLL).toBe(carla.uid);
    // Carla's tab goes to the background: it stops renewing, so only the listener can tell her.
    await a.page.evaluate(() => Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' }));
    await openEditor(b.page, id);
    await takeOver(b.page, a.page, rafael.name);
    expect(await titleField(a.page).isEditable()).toBe(false);
    expect(listenChannel.length).toBeGreaterThan(0);
    await a.context.close();
    await b.context.close();
  });

  it('the lease of a closed editor is released: the next person edits without a notice', async () => {
    const id = await storedArticle(unique('Liberada'));
    const a = await newPage(browser, 'newsroom release a');
    await signIn(a.page, 'admin');
    await openEditor(a.page, id);
    await expect.poll(async () => (await db.doc(`articleLocks/${id}`).get()).get('holderId'), POLL).toBe(carla.uid);
    await a.page.getByRole('button', { name: 'Cancelar' }).click();
    await a.page.waitForURL(url('/admin/articles'));
    await expect.poll(async () => (await db.doc(`articleLocks/${id}`).get()).exists, POLL).toBe(false);

    const b = await newPage(browser, 'newsroom release b');
    await signIn(b.page, 'editor');
    await openEditor(b.page, id);
    await expect.poll(() => titleField(b.page).isEditable(), POLL).toBe(true);
    await expect(b.page.getByTestId('lease-notice').count()).resolves.toBe(0);
    await a.context.close();
    await b.context.close();
  });
});

describe('a lease whose holder vanished', () => {
  /** A lease as a tab that was killed left it: last renewed `agoMs` before now. */
  const abandonedLease = (id: string, agoMs: number) =>
    db.doc(`articleLocks/${id}`).set({
      holderId: carla.uid,
      holderName: carla.name,
      sessionId: 'aba-que-fechou-sem-avisar',
      acquiredAt: Timestamp.fromMillis(Date.now() - 10 * 60_000),
      renewedAt: Timestamp.fromMillis(Date.now() - agoMs),
    });

  it('expired (not renewed for 60 s): the next person edits at once', async () => {
    const id = await storedArticle(unique('Aba morta'));
    await abandonedLease(id, 61_000);
    const { context, page } = await newPage(browser, 'newsroom expired');
    await signIn(page, 'editor');
    await openEditor(page, id);
    await expect.poll(() => titleField(page).isEditable(), POLL).toBe(true);
    await expect(page.getByTestId('lease-notice').count()).resolves.toBe(0);
    await expect.poll(async () => (await db.doc(`articleLocks/${id}`).get()).get('holderId'), POLL).toBe(rafael.uid);
    await context.close();
  });

  it('expired: the article list does not show the vanished holder as editing', async () => {
    const title = unique('Ninguém edita');
    const id = await storedArticle(title);
    await abandonedLease(id, 61_000);
    const live = unique('Alguém edita');
    const liveId = await storedArticle(live);
    await abandonedLease(liveId, 5_000);
    const { context, page } = await newPage(browser, 'newsroom expired list');
    await signIn(page, 'editor');
    await page.goto(url('/admin/articles'));
    const liveRow = page.getByTestId('article-row').filter({ hasText: live });
    await liveRow.getByText(`${carla.name} está editando`).waitFor();
    const row = page.getByTestId('article-row').filter({ hasText: title });
    await row.waitFor();
    await expect(row.getByText('está editando').count()).resolves.toBe(0);
    await context.close();
  });

  it('about to expire: the notice shows, then the lease frees itself and the editor opens', async () => {
    const id = await storedArticle(unique('Aba quase morta'));
    const { context, page } = await newPage(browser, 'newsroom expiring');
    await signIn(page, 'editor');
    await abandonedLease(id, 50_000);
    await openEditor(page, id);
    await page.getByText(`${carla.name} está editando este artigo`).waitFor();
    expect(await titleField(page).isEditable()).toBe(false);
    await expect.poll(() => titleField(page).isEditable(), { ...POLL, timeout: 30_000 }).toBe(true);
    await expect(page.getByTestId('lease-notice').count()).resolves.toBe(0);
    expect((await db.doc(`articleLocks/${id}`).get()).get('holderId')).toBe(rafael.uid);
    await context.close();
  });
});

describe('one person, two tabs', () => {
  it('the second tab asks first; taking over turns the first tab read-only; a reload keeps the lease', async () => {
    const id = await storedArticle(unique('Duas abas'));
    const { context, page: tab1 } = await newPage(browser, 'newsroom tab 1');
    // Both tabs' live listeners and consoles, printed if the takeover notice is late (it was, rarely,
    // on a saturated machine: this shows which of the two ways of hearing about it stalled).
    const trace = listenTrace();
    trace.watch('aba 1', tab1);
    onTestFailed(() => console.error(`[newsroom tab 1 e2e] listen trace:\n${trace.lines().join('\n')}`));
    await signIn(tab1, 'editor');
    await openEditor(tab1, id);
    await titleField(tab1).fill('Digitado na primeira aba');

    // A reload of the tab keeps its own lease (no notice to itself).
    await tab1.reload();
    await tab1.getByRole('heading', { name: 'Editar Artigo' }).waitFor();
    await expect.poll(() => titleField(tab1).isEditable(), POLL).toBe(true);
    await expect(tab1.getByTestId('lease-notice').count()).resolves.toBe(0);

    const tab2 = await context.newPage();
    trace.watch('aba 2', tab2);
    await openEditor(tab2, id);
    await tab2.getByText(`${rafael.name} está editando este artigo`).waitFor();
    await tab2.getByText('Você mesmo, em outra aba ou janela.', { exact: false }).waitFor();
    await shot(tab2, 'aviso-outra-aba');
    trace.note("'Assumir edição' na aba 2");
    await takeOver(tab2, tab1, rafael.name);
    expect(await titleField(tab1).isEditable()).toBe(false);

    // The second tab saves; the first one, read-only, cannot save over it.
    await summaryField(tab2).fill('Resumo da segunda aba.');
    await tab2.getByRole('button', { name: 'Salvar Artigo' }).click();
    await tab2.getByText('Salvo com sucesso!', { exact: true }).waitFor();
    await expect(tab1.getByRole('button', { name: 'Salvar Artigo' }).isDisabled()).resolves.toBe(true);
    expect((await db.doc(`articles/${id}`).get()).data()).toMatchObject({
      excerpt: 'Resumo da segunda aba.',
      version: 2,
    });
    await context.close();
  });
});

describe('network loss', () => {
  it('offline: the text stays and is kept in this browser, the save waits and runs once back online', async () => {
    const id = await storedArticle(unique('Sem rede'));
    const { context, page } = await newPage(browser, 'newsroom offline');
    await signIn(page, 'editor');
    await openEditor(page, id);
    const typed = 'Título escrito sem conexão';
    await titleField(page).fill(typed);

    await context.setOffline(true);
    await page.getByText('Sem conexão — suas alterações estão guardadas neste navegador').waitFor();
    await page.getByRole('button', { name: 'Salvar Artigo' }).click();
    await page.getByText('O artigo será salvo automaticamente quando a conexão voltar.').waitFor();
    await shot(page, 'sem-conexao');
    expect(await titleField(page).inputValue()).toBe(typed);
    const snapshot = await page.evaluate(
      (key) =>
        JSON.parse(localStorage.getItem(`pauta-editor-snapshot:${key}`) ?? 'null') as { form?: { title?: string } },
      id,
    );
    expect(snapshot?.form?.title).toBe(typed);
    expect((await db.doc(`articles/${id}`).get()).get('title')).not.toBe(typed);

    await context.setOffline(false);
    await page.getByText('Salvo com sucesso!', { exact: true }).waitFor();
    expect((await db.doc(`articles/${id}`).get()).data()).toMatchObject({ title: typed, version: 2 });
    await context.close();
  });
});
