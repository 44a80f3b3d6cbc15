// /admin/users end to end in Chromium: an admin promotes the reader account to editor (which then
// reaches the panel), makes another account a contributor ('Colaborador': the panel with their
// screens only), an editor sees the list read-only with 'Sem permissão', the search narrows it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { workerBrowser, stack } from './support/browser.js';
import {
  POLL,
  adminLogin,
  newPage,
  seedAccount,
  seriousViolations,
  toast,
  url,
  type SeedAccount,
} from './support/staff.js';

let browser: Browser;
let admin: App;
let db: Firestore;
let leitor: SeedAccount;

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = stack.authHost;
  admin = initializeApp({ projectId: stack.projectId }, `users-e2e-${randomUUID()}`);
  db = getFirestore(admin);
  leitor = await seedAccount('leitor');
  browser = await workerBrowser();
});

afterAll(async () => {
  // Other suites expect the seeded reader to be a plain user.
  await db?.doc(`profiles/${leitor.uid}`).update({ role: 'user', updatedAt: FieldValue.serverTimestamp() });
  await db?.doc('settings/site').update({ signupRole: FieldValue.delete() });
  await browser?.close();
  if (admin) await deleteApp(admin);
});

const usersTable = (page: Page) => page.getByRole('table', { name: 'Usuários' });
// The row whose e-mail cell is exactly `email` ('admin@pauta.dev' is also the end of 'primeira-admin@pauta.dev').
const rowOf = (page: Page, email: string) =>
  usersTable(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: email, exact: true }) });

async function openUsers(page: Page) {
  await page.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: 'Usuários' }).click();
  await page.waitForURL(url('/admin/users'));
  await page.getByRole('heading', { name: 'Gerenciamento de Usuários' }).waitFor();
}

describe('users and roles', () => {
  it('an admin promotes the reader to editor, the list refetches, and the reader then reaches the panel', async () => {
    const adminAccount = await seedAccount('admin');
    const { context, page } = await newPage(browser, 'users');
    await adminLogin(page, adminAccount);
    await openUsers(page);

    for (const header of ['Nome', 'Email', 'Função', 'Data de Criação']) {
      await usersTable(page).getByRole('columnheader', { name: header }).waitFor();
    }
    // Own row: the role with 'Você', no selector.
    const own = rowOf(page, adminAccount.email);
    await own.getByText('Você', { exact: true }).waitFor();
    await expect(own.getByRole('combobox').count()).resolves.toBe(0);
    await expect(own.innerText()).resolves.toMatch(/Administrador/);
    await expect(own.innerText()).resolves.toMatch(/\d{2}\/\d{2}\/\d{4}/);

    const row = rowOf(page, leitor.email);
    const select = row.getByRole('combobox', { name: `Função de ${leitor.name}` });
    await expect(select.inputValue()).resolves.toBe('user');
    await expect(row.innerText()).resolves.toMatch(/Usuário/);
    expect(await seriousViolations(page)).toEqual([]);
    await select.selectOption('editor');
    await toast(page, 'Função do usuário atualizada com sucesso.').waitFor();
    await expect.poll(async () => (await db.doc(`profiles/${leitor.uid}`).get()).get('role'), POLL).toBe('editor');
    // Refetched: the badge beside the selector now says Editor.
    await expect.poll(() => row.locator('.mantine-Badge-root').innerText(), POLL).toBe('Editor');
    await context.close();

    const second = await newPage(browser, 'users-promoted');
    await adminLogin(second.page, leitor);
    await second.page.getByRole('heading', { name: 'Artigos Recentes' }).waitFor();
    await openUsers(second.page);
    await rowOf(second.page, leitor.email).getByText('Você', { exact: true }).waitFor();
    await second.context.close();
  });

  it('an admin makes an account a contributor, who then reaches the panel with their screens only', async () => {
    const email = `colaborador-${randomUUID().slice(0, 8)}@exemplo.com.br`;
    const password = `Senha-${randomUUID()}`;
    const name = 'Joana Colaboradora';
    const user = await getAuth(admin).createUser({ email, password, displayName: name, emailVerified: true });
    await db.doc(`profiles/${user.uid}`).set({
      name,
      email,
      role: 'user',
      avatarUrl: null,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });

    const adminAccount = await seedAccount('admin');
    const { context, page } = await newPage(browser, 'users-contributor');
    await adminLogin(page, adminAccount);
    await openUsers(page);
    const select = rowOf(page, email).getByRole('combobox', { name: `Função de ${name}` });
    await select.waitFor();
    await expect(select.locator('option').allInnerTexts()).resolves.toEqual([
      'Administrador',
      'Editor',
      'Colaborador',
      'Usuário',
    ]);
    await select.selectOption({ label: 'Colaborador' });
    await toast(page, 'Função do usuário atualizada com sucesso.').waitFor();
    await expect.poll(async () => (await db.doc(`profiles/${user.uid}`).get()).get('role'), POLL).toBe('contributor');
    await expect.poll(() => rowOf(page, email).locator('.mantine-Badge-root').innerText(), POLL).toBe('Colaborador');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    const second = await newPage(browser, 'users-contributor-panel');
    await adminLogin(second.page, { email, password });
    await second.page.getByRole('heading', { name: 'Artigos Recentes' }).waitFor();
    const nav = second.page.getByRole('navigation', { name: 'Seções do painel' });
    await expect
      .poll(() => nav.getByRole('link').allInnerTexts(), POLL)
      .toEqual(['Dashboard', 'Notícias', 'Biblioteca de Imagens', 'Ir ao Blog']);
    await second.page.goto(url('/admin/users'));
    await second.page.getByRole('heading', { name: 'Sem permissão' }).waitFor();
    await second.context.close();
  });

  it('an editor sees every user read-only: Sem permissão, no selector', async () => {
    const editor = await seedAccount('editor');
    const { context, page } = await newPage(browser, 'users-editor');
    await adminLogin(page, editor);
    await openUsers(page);
    await page.getByText('Somente administradores podem alterar funções.').waitFor();
    const adminRow = rowOf(page, 'admin@pauta.dev');
    await adminRow.getByText('Sem permissão', { exact: true }).waitFor();
    await expect(adminRow.innerText()).resolves.toMatch(/Administrador/);
    await rowOf(page, editor.email).getByText('Você', { exact: true }).waitFor();
    await expect(usersTable(page).getByRole('combobox').count()).resolves.toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('the search finds a user by the start of the name or the email', async () => {
    const adminAccount = await seedAccount('admin');
    const { context, page } = await newPage(browser, 'users-search');
    await adminLogin(page, adminAccount);
    await openUsers(page);
    await rowOf(page, 'editor@pauta.dev').waitFor();
    const search = page.getByRole('textbox', { name: 'Buscar usuários' });
    await search.fill('rafael');
    await expect
      .poll(() => usersTable(page).locator('tbody tr').allInnerTexts(), POLL)
      .toEqual([expect.stringContaining('editor@pauta.dev')]);
    await search.fill('leitor@');
    await expect
      .poll(() => usersTable(page).locator('tbody tr').allInnerTexts(), POLL)
      .toEqual([expect.stringContaining('Lucas Almeida')]);
    await search.fill('ninguém-existe');
    await page.getByText('Nenhum usuário encontrado').waitFor();
    await context.close();
  });
});

describe('paging', () => {
  const run = randomUUID().slice(0, 6);
  const extra = Array.from({ length: 22 }, (_, i) => ({
    id: `pagina-${run}-${i}`,
    email: `pagina-${run}-${String(i).padStart(2, '0')}@exemplo.com.br`,
  }));

  afterAll(async () => {
    const batch = db.batch();
    for (const p of extra) batch.delete(db.doc(`profiles/${p.id}`));
    await batch.commit();
  });

  it('shows 20 users per page, newest first, with Próxima and Anterior', async () => {
    const batch = db.batch();
    const base = Date.now() + 60_000; // newer than every seeded account
    extra.forEach((p, i) =>
      batch.set(db.doc(`profiles/${p.id}`), {
        name: i === 0 ? '' : `Pessoa ${i}`,
        email: p.email,
        role: 'user',
        avatarUrl: null,
        createdAt: Timestamp.fromMillis(base + i * 1000),
        updatedAt: Timestamp.fromMillis(base + i * 1000),
      }),
    );
    await batch.commit();

    const adminAccount = await seedAccount('admin');
    const { context, page } = await newPage(browser, 'users-paging');
    await adminLogin(page, adminAccount);
    await openUsers(page);
    const rows = usersTable(page).locator('tbody tr');
    await rowOf(page, extra[21]!.email).waitFor();
    await expect.poll(() => rows.count(), POLL).toBe(20);
    await expect(rows.first().innerText()).resolves.toContain(extra[21]!.email);
    await expect(page.getByRole('button', { name: 'Anterior' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.getByText('Página 2').waitFor();
    await rowOf(page, extra[1]!.email).waitFor();
    // The nameless profile shows 'N/A'.
    await expect(rowOf(page, extra[0]!.email).locator('td').first().innerText()).resolves.toBe('N/A');
    // Then the newest account older than the extras: a seeded one, or one an earlier file on this
    // stack created (how many there are depends on which files ran before this one).
    const newest = await db
      .collection('profiles')
      .orderBy('createdAt', 'desc')
      .limit(extra.length + 1)
      .get();
    await rowOf(page, newest.docs[extra.length]!.get('email') as string).waitFor();
    await page.getByRole('button', { name: 'Anterior' }).click();
    await page.getByText('Página 1').waitFor();
    await rowOf(page, extra[21]!.email).waitFor();
    await context.close();
  });
});

describe('sign-up role setting', () => {
  it('an admin makes new sign-ups editors; a new account then creates an editor profile and reaches the panel', async () => {
    const adminAccount = await seedAccount('admin');
    const { context, page } = await newPage(browser, 'signup-role');
    await adminLogin(page, adminAccount);
    await page
      .getByRole('navigation', { name: 'Seções do painel' })
      .getByRole('link', { name: 'Configurações' })
      .click();
    await page.getByRole('heading', { name: 'Cadastro de novos usuários' }).waitFor();
    const group = page.getByRole('radiogroup', { name: 'Função de novos cadastros' });
    await expect(group.getByRole('radio', { name: 'Usuário (padrão)' }).isChecked()).resolves.toBe(true);
    await group.getByRole('radio', { name: 'Editor' }).check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'A função de novos cadastros foi atualizada.').waitFor();
    await expect.poll(async () => (await db.doc('settings/site').get()).get('signupRole'), POLL).toBe('editor');
    await context.close();

    // A verified account without a profile signs in: the client creates its profile as editor.
    const email = `cadastro-${randomUUID().slice(0, 8)}@exemplo.com.br`;
    const password = `Senha-${randomUUID()}`;
    const user = await getAuth(admin).createUser({ email, password, displayName: 'Nova Editora', emailVerified: true });
    const second = await newPage(browser, 'signup-role-new');
    await adminLogin(second.page, { email, password });
    await second.page.getByRole('heading', { name: 'Artigos Recentes' }).waitFor();
    await expect.poll(async () => (await db.doc(`profiles/${user.uid}`).get()).get('role'), POLL).toBe('editor');
    await second.context.close();
  });

  it('an editor sees the setting read-only', async () => {
    const editor = await seedAccount('editor');
    const { context, page } = await newPage(browser, 'signup-role-editor');
    await adminLogin(page, editor);
    await page
      .getByRole('navigation', { name: 'Seções do painel' })
      .getByRole('link', { name: 'Configurações' })
      .click();
    await page.getByText('Somente administradores podem alterar esta configuração.').waitFor();
    await expect(page.getByRole('radio', { name: 'Editor' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Salvar' }).count()).resolves.toBe(0);
    await context.close();
  });
});
