// The newsroom's failure messages as a person meets them (spec §5 and §8), in Chromium against the
// whole stack: a session the Auth server refused ('Erro de autenticação' on opening the editor,
// 'Autenticação necessária' on a save or a delete), a failed sign-out ('Erro ao fazer logout') and
// writes that fail without a message of their own ('Houve um erro ao {action}'). Accounts are
// disabled for real in the Auth emulator; what the local stack cannot answer by itself (Firestore
// refusing a token it no longer accepts, a server error, Storage refusing an upload, a browser
// storage that fails) is given by Chromium's network layer or the page, as production would answer.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request, Route } from 'playwright-core';
import sharp from 'sharp';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { workerBrowser, stack } from './support/browser.js';
import {
  adminLogin,
  choose,
  createAccount,
  dismissToasts,
  newPage,
  seedAccount,
  shot,
  toast,
  unique,
  url,
} from './support/staff.js';

let browser: Browser;
let admin: App;
let db: Firestore;

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = stack.authHost;
  admin = initializeApp({ projectId: stack.projectId }, `newsroom-errors-e2e-${randomUUID()}`);
  db = getFirestore(admin);
  browser = await workerBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (admin) await deleteApp(admin);
});

/** A Google API error answer (what Firestore and Storage send). */
const apiError = (route: Route, code: number, status: string, message: string) =>
  route.fulfill({
    status: code,
    contentType: 'application/json',
    body: JSON.stringify({ error: { code, status, message } }),
  });

const COMMIT = /\/documents:commit/;
/** A Firestore commit that writes an article (not the autosaved draft, not the edit lease). */
const writesArticle = (request: Request) => /\/documents\/articles\//.test(request.postData() ?? '');

/** From now on the article's commits get `code`; everything else goes through. */
async function failArticleWrites(page: Page, code: 401 | 500) {
  await page.route(COMMIT, (route) => {
    if (!writesArticle(route.request())) return route.continue();
    return code === 401
      ? apiError(route, 401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.')
      : apiError(route, 500, 'INTERNAL', 'Internal error encountered.');
  });
}

/** A fresh editor, signed in on a new page (its account can be disabled without touching other tests). */
async function freshEditor(label: string) {
  const account = await createAccount(admin, 'editor', `Editora ${label}`);
  const { context, page } = await newPage(browser, label);
  await adminLogin(page, account);
  return { account, context, page };
}

const disable = (uid: string) => getAuth(admin).updateUser(uid, { disabled: true });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Seções do painel' });

async function openNewArticle(page: Page) {
  await sidebar(page).getByRole('link', { name: 'Notícias' }).click();
  await page.getByRole('link', { name: 'Novo Artigo' }).click();
  await page.getByRole('heading', { name: 'Novo Artigo' }).waitFor();
}

async function fillArticle(page: Page, title: string) {
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
  await page.getByLabel('Resumo', { exact: true }).fill(`Resumo de ${title}`);
  await choose(page, 'Categoria', 'Saúde');
}

const titled = async (title: string) => (await db.collection('articles').where('title', '==', title).get()).docs;

describe('a session the Auth server refused', () => {
  it("opening the editor: 'Erro de autenticação', then /admin", async () => {
    const { account, context, page } = await freshEditor('sessão recusada');
    await disable(account.uid);
    await openNewArticle(page).catch(() => undefined); // the editor may already be leaving
    await toast(page, 'Erro de autenticação').waitFor();
    await toast(page, 'Falha ao verificar sua sessão. Por favor, faça login novamente.').waitFor();
    await page.waitForURL(url('/admin'));
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    await shot(page, 'newsroom-session-refused');
    await context.close();
  });

  it("saving an article: 'Autenticação necessária', nothing written, then /admin", async () => {
    const { account, context, page } = await freshEditor('salvar sem sessão');
    await openNewArticle(page);
    const title = unique('Sem sessão');
    await fillArticle(page, title);
    await disable(account.uid);
    await failArticleWrites(page, 401);
    await page.getByRole('button', { name: 'Salvar Artigo' }).click();
    await toast(page, 'Autenticação necessária').waitFor();
    await page.waitForURL(url('/admin'));
    expect(await titled(title)).toHaveLength(0);
    await context.close();
  });

  it("deleting an article: 'Autenticação necessária', the article stays", async () => {
    const victim = (await db.collection('articles').where('status', '==', 'draft').limit(1).get()).docs[0]!;
    const title = victim.get('title') as string;
    const { account, context, page } = await freshEditor('excluir sem sessão');
    await sidebar(page).getByRole('link', { name: 'Notícias' }).click();
    await page.getByRole('searchbox', { name: 'Buscar por título' }).fill(title);
    await page
      .getByTestId('article-row')
      .filter({ hasText: title })
      .first()
      .getByRole('button', { name: 'Excluir' })
      .click();
    await disable(account.uid);
    await failArticleWrites(page, 401);
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await toast(page, 'Autenticação necessária').waitFor();
    expect((await victim.ref.get()).exists).toBe(true);
    await context.close();
  });
});

describe("writes failing without a message of their own: 'Houve um erro ao {action}'", () => {
  it('adicionar, atualizar and excluir artigo: the form and the article stay', async () => {
    const { context, page } = await freshEditor('falhas de escrita');
    await openNewArticle(page);
    const title = unique('Falha do servidor');
    await fillArticle(page, title);
    await failArticleWrites(page, 500);
    await page.getByRole('button', { name: 'Salvar Artigo' }).click();
    await toast(page, 'Houve um erro ao adicionar artigo').waitFor();
    await page.getByText('Erro ao salvar', { exact: true }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Título', exact: true }).inputValue()).resolves.toBe(title);
    await shot(page, 'newsroom-add-failed');

    // Saved for real, then changed and saved while the server fails.
    await page.unroute(COMMIT);
    await page.getByRole('button', { name: 'Salvar Artigo' }).click();
    await page.waitForURL(url('/admin/articles'));
    const [stored] = await titled(title);
    expect(stored).toBeDefined();
    const search = page.getByRole('searchbox', { name: 'Buscar por título' });
    const row = page.getByTestId('article-row').filter({ hasText: title }).first();
    await search.fill(title);
    await row.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(url(`/admin/articles/edit/${stored!.id}`));
    await page.getByRole('heading', { name: 'Editar Artigo' }).waitFor();
    await page.getByLabel('Resumo', { exact: true }).fill('Um resumo que o servidor não aceitou');
    await failArticleWrites(page, 500);
    await page.getByRole('button', { name: 'Salvar Artigo' }).click();
    await toast(page, 'Houve um erro ao atualizar artigo').waitFor();
    expect((await stored!.ref.get()).get('excerpt')).toBe(`Resumo de ${title}`);

    // Deleting it while the server fails: the confirmation stays open and says so.
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Sair sem salvar' }).click();
    await page.waitForURL(url('/admin/articles'));
    await search.fill(title);
    await row.getByRole('button', { name: 'Excluir' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await toast(page, 'Houve um erro ao excluir artigo').waitFor();
    await dialog.getByText('Não foi possível excluir o artigo. Verifique os logs do console.').waitFor();
    await shot(page, 'newsroom-delete-failed');
    expect((await stored!.ref.get()).exists).toBe(true);

    await page.unroute(COMMIT);
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await toast(page, `Artigo "${title}" excluído com sucesso`).waitFor();
    await expect.poll(async () => (await stored!.ref.get()).exists).toBe(false);
    await context.close();
  });

  it('fazer upload da imagem and salvar metadados da imagem: the row says why, nothing stays', async () => {
    const { account, context, page } = await freshEditor('falhas de upload');
    await sidebar(page).getByRole('link', { name: 'Biblioteca de Imagens' }).click();
    await page.getByText('Nenhuma imagem disponível').waitFor();
    const photo = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#7048e8' } })
      .png()
      .toBuffer();
    const upload = (name: string) =>
      page.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: photo });

    // Storage refuses the upload.
    await page.route('**/v0/b/*/o?*', (route) =>
      route.request().method() === 'POST'
        ? apiError(route, 403, 'PERMISSION_DENIED', 'Permission denied.')
        : route.continue(),
    );
    await upload('recusada.png');
    await toast(page, 'Erro no upload').waitFor();
    await toast(page, 'Houve um erro ao fazer upload da imagem').waitFor();
    await page.getByTestId('upload-stage').getByText('Houve um erro ao fazer upload da imagem').waitFor();
    await page.unroute('**/v0/b/*/o?*');

    // Firestore fails the image's record.
    await page.route(COMMIT, (route) => apiError(route, 500, 'INTERNAL', 'Internal error encountered.'));
    await upload('sem-registro.png');
    await toast(page, 'Houve um erro ao salvar metadados da imagem').waitFor();
    await shot(page, 'newsroom-upload-failed');
    await expect
      .poll(async () => (await db.collection('article_images').where('authorId', '==', account.uid).get()).size)
      .toBe(0);
    await context.close();
  });
});

describe('a failed sign-out', () => {
  it("says 'Erro ao fazer logout' beside 'Sair' and keeps the session; the next try signs out", async () => {
    const { context, page } = await newPage(browser, 'logout');
    await adminLogin(page, await seedAccount('editor'));
    // The browser refuses to forget the stored session (a full or locked storage).
    await page.evaluate(() => {
      const remove = Storage.prototype.removeItem;
      (window as unknown as { restoreStorage: () => void }).restoreStorage = () => {
        Storage.prototype.removeItem = remove;
      };
      Storage.prototype.removeItem = function (key: string) {
        if (key.startsWith('firebase:authUser:')) throw new DOMException('storage locked', 'SecurityError');
        return remove.call(this, key);
      };
    });
    const header = page.getByRole('banner');
    await dismissToasts(page); // 'Login realizado com sucesso' sits over the header's button
    await header.getByRole('button', { name: 'Sair' }).click();
    await toast(page, 'Erro ao realizar logout').waitFor();
    await toast(page, 'Ocorreu um problema ao tentar desconectar.').waitFor();
    await header.getByRole('alert').getByText('Erro ao fazer logout').waitFor();
    expect(page.url()).toBe(url('/admin/dashboard'));
    await shot(page, 'newsroom-logout-failed');

    await page.evaluate(() => (window as unknown as { restoreStorage: () => void }).restoreStorage());
    await dismissToasts(page);
    await header.getByRole('button', { name: 'Sair' }).click();
    await toast(page, 'Você foi desconectado com sucesso.').waitFor();
    await page.waitForURL(url('/admin'));
    await context.close();
  });
});
