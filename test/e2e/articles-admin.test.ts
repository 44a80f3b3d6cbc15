// The admin article list end to end: count() tabs, cursor pages of 20, title search, 'Limpar Cache',
// the dashboard linking to the editor, delete with the spec's confirmation (one batch; the visitor
// then gets 'Artigo não encontrado'), and a plain user who never sees the newsroom.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { workerBrowser, stack } from './support/browser.js';
import { newPage, seriousViolations, signIn, toast, url } from './support/staff.js';

let browser: Browser;
let admin: App;
let db: Firestore;

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  admin = initializeApp({ projectId: stack.projectId }, `articles-admin-e2e-${randomUUID()}`);
  db = getFirestore(admin);
  browser = await workerBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (admin) await deleteApp(admin);
});

async function counts() {
  const articles = db.collection('articles');
  const count = async (q: FirebaseFirestore.Query) => (await q.count().get()).data().count;
  const [all, published, scheduled, draft, review] = await Promise.all([
    count(articles),
    count(articles.where('status', '==', 'published')),
    count(articles.where('status', '==', 'scheduled')),
    count(articles.where('status', '==', 'draft')),
    count(articles.where('review.state', '==', 'requested')),
  ]);
  return { all, published, scheduled, draft, review };
}

describe('admin article list', () => {
  it('tabs with counts, pages of 20, search, Limpar Cache, Editar', async () => {
    const expected = await counts();
    const { context, page } = await newPage(browser, 'list');
    await signIn(page, 'editor');
    await page.goto(url('/admin/dashboard'));
    await page.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: 'Notícias' }).click();
    await page.waitForURL(url('/admin/articles'));
    for (const header of ['Título', 'Categoria', 'Status', 'Data', 'Ações']) {
      await page.getByRole('columnheader', { name: header }).waitFor();
    }
    const tab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
    await expect.poll(() => tab('Todos').innerText()).toMatch(new RegExp(`Todos\\s*${expected.all}$`));
    await expect(tab('Publicados').innerText()).resolves.toMatch(new RegExp(`${expected.published}$`));
    await expect(tab('Agendados').innerText()).resolves.toMatch(new RegExp(`${expected.scheduled}$`));
    await expect(tab('Rascunhos').innerText()).resolves.toMatch(new RegExp(`${expected.draft}$`));
    await expect(tab('Em revisão').innerText()).resolves.toMatch(new RegExp(`${expected.review}$`));
    // Publication and review side by side: the status tabs, then the review queue.
    await expect(
      page
        .getByRole('tab')
        .allInnerTexts()
        .then((texts) => texts.map((t) => t.replace(/\s*\d+$/, ''))),
    ).resolves.toEqual(['Todos', 'Publicados', 'Agendados', 'Rascunhos', 'Em revisão']);

    const rows = page.getByTestId('article-row');
    await expect.poll(() => rows.count()).toBe(Math.min(20, expected.all));
    await expect(rows.first().innerText()).resolves.toMatch(/\d{2}\/\d{2}\/\d{4}/);
    if (expected.all > 20) {
      await page.getByRole('button', { name: 'Carregar mais artigos' }).click();
      await expect.poll(() => rows.count()).toBe(Math.min(40, expected.all));
    }
    await tab('Rascunhos').click();
    await expect.poll(() => rows.count()).toBe(Math.min(20, expected.draft));
    for (const text of await rows.allInnerTexts()) expect(text).toContain('Rascunho');

    const newest = (await db.collection('articles').orderBy('createdAt', 'desc').limit(1).get()).docs[0]!;
    const title = newest.get('title') as string;
    await tab('Todos').click();
    await page.getByRole('searchbox', { name: 'Buscar por título' }).fill(title.slice(0, 12).toLowerCase());
    await expect.poll(() => rows.first().innerText()).toContain(title);
    await page.getByRole('searchbox', { name: 'Buscar por título' }).fill('');

    await page.getByRole('button', { name: 'Limpar Cache' }).click();
    await toast(page, 'Cache limpo').waitFor();
    await toast(page, 'Lista de artigos atualizada com sucesso').waitFor();

    await rows.first().getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(url(`/admin/articles/edit/${newest.id}`));
    await page.getByRole('heading', { name: 'Editar Artigo' }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Título', exact: true }).inputValue()).resolves.toBe(title);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForURL(url('/admin/articles'));

    // The dashboard's recent rows open the editor too.
    await page.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('link', { name: title }).first().click();
    await page.waitForURL(url(`/admin/articles/edit/${newest.id}`));
    await context.close();
  });

  it('Excluir: confirmation, one batch, toast; the visitor then sees Artigo não encontrado', async () => {
    // The oldest published article, through the app's own index (newest first; the emulator, like
    // production, refuses a query no index serves).
    const victim = (
      await db.collection('articles').where('status', '==', 'published').orderBy('publishedAt', 'desc').get()
    ).docs.at(-1)!;
    const title = victim.get('title') as string;
    const slug = victim.get('slug') as string;
    const before = await counts();

    const { context, page } = await newPage(browser, 'delete');
    await signIn(page, 'editor');
    await page.goto(url('/admin/articles'));
    await page.getByRole('searchbox', { name: 'Buscar por título' }).fill(title);
    const row = page.getByTestId('article-row').filter({ hasText: title }).first();
    await row.getByRole('button', { name: 'Excluir' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Tem certeza que deseja excluir o artigo "${title}"?`).waitFor();
    await dialog.getByText('Esta ação não pode ser desfeita e removerá também todas as imagens associadas.').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect((await db.collection('articles').doc(victim.id).get()).exists).toBe(true);

    await row.getByRole('button', { name: 'Excluir' }).click();
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await toast(page, `Artigo "${title}" excluído com sucesso`).waitFor();
    await expect.poll(async () => (await db.collection('articles').doc(victim.id).get()).exists).toBe(false);
    expect((await db.collection('articleContents').doc(victim.id).get()).exists).toBe(false);
    expect((await db.collection('slugs').doc(slug).get()).exists).toBe(false);
    await page.getByRole('searchbox', { name: 'Buscar por título' }).fill('');
    const tab = page.getByRole('tab', { name: /^Todos/ });
    await expect.poll(() => tab.innerText()).toMatch(new RegExp(`${before.all - 1}$`));

    const reader = await newPage(browser, 'visitor');
    await reader.page.goto(url(`/artigo/${slug}`));
    await reader.page.getByRole('heading', { name: 'Artigo não encontrado' }).waitFor();
    await reader.page.getByText('O artigo que você está procurando não existe ou foi removido.').waitFor();
    await reader.context.close();
    await context.close();
  });

  it('a plain user never sees the list or the editor', async () => {
    const { context, page } = await newPage(browser, 'leitor');
    await signIn(page, 'leitor');
    for (const path of ['/admin/articles', '/admin/articles/new']) {
      await page.goto(url(path));
      await page.getByRole('heading', { name: 'Acesso Restrito' }).waitFor();
      await expect(page.getByRole('button', { name: 'Salvar Artigo' }).count()).resolves.toBe(0);
      await expect(page.locator('.ProseMirror').count()).resolves.toBe(0);
    }
    const visitor = await newPage(browser, 'visitor');
    await visitor.page.goto(url('/admin/articles/new'));
    await visitor.page.waitForURL(url('/admin'));
    await visitor.context.close();
    await context.close();
  });

  it('the list and the editor have no serious or critical accessibility violations', async () => {
    const { context, page } = await newPage(browser, 'a11y');
    await signIn(page, 'editor');
    await page.goto(url('/admin/articles'));
    await page.getByTestId('article-row').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(url('/admin/articles/new'));
    await page.locator('.ProseMirror').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
