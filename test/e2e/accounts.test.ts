// Accounts end to end, in Chromium against the whole stack (web build, Auth + Functions emulators,
// Pauta's Firestore emulator): email sign-up with verification, profile edit, sign-out, Google
// sign-in through the Auth emulator's provider page, the guard screens and the admin dashboard.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { workerBrowser, stack } from './support/browser.js';
import { createAccount, functionUrl, newPage as newStaffPage, seedAccount } from './support/staff.js';

const UI_TIMEOUT = 20_000;

let browser: Browser;
let admin: App;
let adminAuth: Auth;
let db: Firestore;

beforeAll(async () => {
  // firebase-admin reads the emulator hosts from the environment when a service is first used.
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = stack.authHost;
  admin = initializeApp({ projectId: stack.projectId }, `accounts-e2e-${randomUUID()}`);
  adminAuth = getAuth(admin);
  db = getFirestore(admin);
  browser = await workerBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (admin) await deleteApp(admin);
});

/**
 * Google's hosted `gapi` iframe library (https://apis.google.com/js/api.js), which both the Auth SDK's
 * popup flow and the Auth emulator's helper iframe load, cannot be reached from this offline machine.
 * This stand-in implements only the part of `gapi.iframes` they use (open an iframe, register/send
 * messages both ways, ping) over postMessage. Everything else in the flow is real: the Firebase SDK,
 * the Auth emulator's provider page and helper iframe, our app. Set PAUTA_E2E_REAL_GAPI=1 where
 * apis.google.com is reachable to use Google's library instead.
 */
const GAPI_STAND_IN = `(() => {
  const TAG = '__gapiStandIn';
  function channel(target, isReady) {
    const handlers = {}, queued = {}, pending = {};
    let seq = 0;
    window.addEventListener('message', (e) => {
      const m = e.data;
      if (!m || !m[TAG] || e.source !== target()) return;
      if (m.kind === 'send') {
        if (handlers[m.type]) reply(m); else (queued[m.type] = queued[m.type] || []).push(m);
      } else if (m.kind === 'reply' && pending[m.id]) {
        pending[m.id](m.result);
        delete pending[m.id];
      }
    });
    function reply(m) {
      const result = handlers[m.type](m.data);
      target().postMessage({ [TAG]: 1, kind: 'reply', id: m.id, result: [result] }, '*');
    }
    return {
      register(type, handler) {
        handlers[type] = handler;
        (queued[type] || []).splice(0).forEach(reply);
      },
      send(type, data, cb) {
        isReady().then(() => {
          const id = ++seq;
          pending[id] = cb || (() => {});
          target().postMessage({ [TAG]: 1, kind: 'send', type, data, id }, '*');
        });
      },
    };
  }
  const context = {
    open(options, cb) {
      const el = document.createElement('iframe');
      Object.assign(el.style, (options.attributes && options.attributes.style) || {});
      let helloSeen;
      const ready = new Promise((resolve) => (helloSeen = resolve));
      window.addEventListener('message', (e) => {
        if (e.source === el.contentWindow && e.data && e.data[TAG] && e.data.kind === 'hello') helloSeen();
      });
      el.src = options.url;
      (options.where || document.body).appendChild(el);
      const iframe = Object.assign(channel(() => el.contentWindow, () => ready), {
        restyle: () => Promise.resolve(),
        ping: (cb) => ready.then(() => cb && cb()),
      });
      return Promise.resolve(cb(iframe));
    },
    getParentIframe() {
      window.parent.postMessage({ [TAG]: 1, kind: 'hello' }, '*');
      return channel(() => window.parent, () => Promise.resolve());
    },
  };
  window.gapi = {
    load: (name, opts) => setTimeout(() => (typeof opts === 'function' ? opts() : opts.callback())),
    iframes: { getContext: () => context, Iframe: function () {}, CROSS_ORIGIN_IFRAMES_FILTER: () => true },
  };
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload && window[onload]) window[onload]();
  if (window.gapi_onload) window.gapi_onload();
})();`;

/** A fresh browser profile per test, serving the stand-in for Google's api.js (see GAPI_STAND_IN). */
const newPage = () =>
  newStaffPage(browser, 'accounts', (context) =>
    context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
      process.env.PAUTA_E2E_REAL_GAPI
        ? route.continue()
        : route.fulfill({ contentType: 'text/javascript', body: GAPI_STAND_IN }),
    ),
  );

const url = (path: string) => `${stack.webUrl}${path}`;
const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@exemplo.com.br`;

/** The toast (Mantine notification) with this text. */
const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: string;
}

/** The Auth emulator keeps every email action link it "sent". */
async function verificationLinks(email: string): Promise<OobCode[]> {
  const response = await fetch(`http://${stack.authHost}/emulator/v1/projects/${stack.projectId}/oobCodes`);
  expect(response.ok).toBe(true);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL');
}

/** Opens the newest confirmation link, as the person would from their inbox, until Auth says confirmed. */
async function confirmFromInbox(context: BrowserContext, email: string) {
  const links = await verificationLinks(email);
  const confirm = await context.newPage();
  await confirm.goto(links[links.length - 1]!.oobLink);
  await expect
    .poll(async () => (await adminAuth.getUserByEmail(email)).emailVerified, { timeout: UI_TIMEOUT })
    .toBe(true);
  await confirm.close();
}

async function profileOf(email: string) {
  const user = await adminAuth.getUserByEmail(email);
  const snap = await db.collection('profiles').doc(user.uid).get();
  return { user, profile: snap.data() };
}

async function adminLogin(page: Page, email: string, password: string) {
  await page.goto(url('/admin'));
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

describe('email accounts', () => {
  it('sign up → refused until confirmed → confirm via the emulator link → sign in → edit name → sign out', async () => {
    const { context, page } = await newPage();
    const email = uniqueEmail('cadastro');
    const password = 'senha-forte-123';

    // Sign-up: a blank name is refused first.
    await page.goto(url('/admin'));
    await page.getByRole('tab', { name: 'Cadastro' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Senha').fill(password);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await toast(page, 'Nome obrigatório').waitFor();
    await toast(page, 'Por favor, informe seu nome para continuar.').waitFor();

    await page.getByRole('textbox', { name: 'Nome' }).fill('Beatriz Nascimento');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await toast(page, 'Cadastro realizado com sucesso').waitFor();
    await page.getByText('Seu email ainda não foi confirmado ou o link expirou...').waitFor();
    expect(await verificationLinks(email)).toHaveLength(1);
    // No profile until the first confirmed sign-in.
    expect((await profileOf(email)).profile).toBeUndefined();

    // Signing in before confirming sends a new link and keeps the person out.
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await toast(page, 'Email não confirmado. Enviamos um novo link de confirmação para o seu email.').waitFor();
    const links = await verificationLinks(email);
    expect(links).toHaveLength(2);
    expect(page.url()).toBe(url('/admin'));

    await confirmFromInbox(context, email);

    // Confirmed: signs in as a regular user, who is sent home and welcomed.
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await toast(page, 'Bem-vindo(a), Beatriz Nascimento!').waitFor();
    await page.waitForURL(url('/'));
    const { user, profile } = await profileOf(email);
    expect(profile).toMatchObject({ name: 'Beatriz Nascimento', email, role: 'user', avatarUrl: null });
    const header = page.locator('header');
    await header.getByText('Beatriz', { exact: true }).waitFor();
    await expect(header.getByRole('link', { name: 'Painel Admin' }).count()).resolves.toBe(0);

    // Profile: the email is read-only, the name is saved.
    await header.getByRole('link', { name: /Meu perfil/ }).click();
    await page.waitForURL(url('/perfil'));
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Meu perfil' }).waitFor();
    await expect(main.getByRole('textbox', { name: 'Email' }).inputValue()).resolves.toBe(email);
    await expect(main.getByRole('textbox', { name: 'Email' }).isEditable()).resolves.toBe(false);
    await main.getByRole('textbox', { name: 'Nome' }).fill('Bia Nascimento Souza');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await toast(page, 'Perfil atualizado com sucesso!').waitFor();
    await expect
      .poll(async () => (await db.collection('profiles').doc(user.uid).get()).get('name'), { timeout: UI_TIMEOUT })
      .toBe('Bia Nascimento Souza');
    await page.locator('header').getByText('Bia', { exact: true }).waitFor();

    // The session survives a reload (persistent local session).
    await page.reload();
    await page.locator('header').getByText('Bia', { exact: true }).waitFor();

    // Sign out (from the home page: on /perfil the guard would send a signed-out person to /login).
    await page.goto(url('/'));
    await page.locator('header').getByText('Bia', { exact: true }).waitFor();
    await page.locator('header').getByRole('button', { name: 'Sair' }).click();
    await toast(page, 'Sessão encerrada').waitFor();
    await page.locator('header').getByRole('link', { name: 'Entrar' }).waitFor();
    await page.goto(url('/perfil'));
    await page.waitForURL(url('/login'));
    await context.close();
  });

  it('wrong password: pt-BR error toast, no English', async () => {
    const { context, page } = await newPage();
    await adminLogin(page, 'ninguem-aqui@exemplo.com.br', 'errada-123');
    await toast(page, 'Credenciais inválidas. Por favor, tente novamente.').waitFor();
    await expect(page.locator('.mantine-Notification-root').first().innerText()).resolves.not.toMatch(
      /auth\/|Firebase/,
    );
    await context.close();
  });
});

describe('the first admin (FIRST_ADMIN_EMAIL, no service-account key)', () => {
  const FIRST = process.env.FIRST_ADMIN_EMAIL ?? 'primeira-admin@pauta.dev';
  const authApi = (path: string, body: object) =>
    fetch(`http://${stack.authHost}/identitytoolkit.googleapis.com/v1/${path}?key=fake-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ idToken: string; localId: string }>);
  const claimAs = (idToken: string) =>
    fetch(functionUrl('claimFirstAdmin'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ data: {} }),
    }).then((r) => r.json() as Promise<{ result?: { admin: boolean } }>);

  it('someone who registers the address without confirming it gets nothing; the owner, confirmed, is admin at the first sign-in', async () => {
    // An intruder takes the address first and asks, with a profile of their own: refused.
    const intruder = await authApi('accounts:signUp', {
      email: FIRST,
      password: 'intruso-123',
      returnSecureToken: true,
    });
    await db
      .collection('profiles')
      .doc(intruder.localId)
      .set({ name: 'Intruso', email: FIRST, role: 'user', avatarUrl: null });
    expect(await claimAs(intruder.idToken)).toEqual({ result: { admin: false } });
    expect((await db.collection('profiles').doc(intruder.localId).get()).get('role')).toBe('user');
    expect((await db.doc('public/firstAdmin').get()).exists).toBe(false);
    // The remedy (README, "Deploying"): delete that account in the console (Authentication).
    await adminAuth.deleteUser(intruder.localId);
    await db.collection('profiles').doc(intruder.localId).delete();

    // The owner signs up, confirms from the inbox and signs in: straight into the dashboard as admin.
    const { context, page } = await newPage();
    await page.goto(url('/admin'));
    await page.getByRole('tab', { name: 'Cadastro' }).click();
    await page.getByRole('textbox', { name: 'Nome' }).fill('Helena Prado');
    await page.getByRole('textbox', { name: 'Email' }).fill(FIRST);
    await page.getByLabel('Senha').fill('primeira-admin-123');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await toast(page, 'Cadastro realizado com sucesso').waitFor();
    await confirmFromInbox(context, FIRST);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    // The newsroom's toast (a reader would read 'Bem-vindo(a), …'): the sign-in already saw the admin.
    await toast(page, 'Login realizado com sucesso').waitFor();
    await page.waitForURL(url('/admin/dashboard'));
    await page.getByRole('link', { name: 'Usuários' }).waitFor();
    expect((await profileOf(FIRST)).profile).toMatchObject({ role: 'admin', email: FIRST });
    expect((await db.doc('public/firstAdmin').get()).exists).toBe(true);

    // Once only: asking again makes nobody else admin.
    const other = await authApi('accounts:signUp', {
      email: uniqueEmail('depois'),
      password: 'depois-123',
      returnSecureToken: true,
    });
    await db
      .collection('profiles')
      .doc(other.localId)
      .set({ name: 'Depois', email: 'x', role: 'user', avatarUrl: null });
    expect(await claimAs(other.idToken)).toEqual({ result: { admin: false } });
    await context.close();
  });
});

describe('auth errors in the address hash', () => {
  it('an expired link: toast, then home, then /admin with the confirmation banner', async () => {
    const { context, page } = await newPage();
    await page.goto(
      url('/admin#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired'),
    );
    await toast(page, 'O link de verificação expirou. Por favor, solicite um novo link abaixo.').waitFor();
    await page.waitForURL(url('/admin'));
    await page.getByText('Seu email ainda não foi confirmado ou o link expirou...').waitFor();

    // The resend link needs an email first.
    await page.getByRole('button', { name: 'reenvie o email de confirmação' }).click();
    await toast(page, 'Email necessário').waitFor();
    await context.close();
  });

  it('any other error: a known pt-BR message, never the hash’s own text, and the hash is dropped', async () => {
    const { context, page } = await newPage();
    await page.goto(
      url('/#error=server_error&error_description=Sua+conta+foi+bloqueada.+Ligue+para+0800-123-4567+com+sua+senha'),
    );
    await toast(page, 'Erro de autenticação').waitFor();
    await toast(page, 'O serviço de autenticação encontrou um erro. Tente novamente em instantes.').waitFor();
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(await page.locator('body').innerText()).not.toContain('0800');
    // An unknown code gets the default message.
    await page.goto(url('/#error=golpe&error_description=Pague+o+boleto+em+exemplo.com'));
    await toast(page, 'Ocorreu um erro durante a autenticação.').waitFor();
    expect(await page.locator('body').innerText()).not.toContain('boleto');
    await context.close();
  });
});

describe('Google sign-in', () => {
  it('signs in through the Auth emulator’s provider page and creates the profile from the Google account', async () => {
    const { context, page } = await newPage();
    const email = uniqueEmail('google');
    await page.goto(url('/login'));
    await page.getByText('Acesse sua conta').waitFor();

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Entrar com Google' }).click(),
    ]);
    await page.getByRole('button', { name: 'Conectando...' }).waitFor();
    await popup.waitForLoadState('domcontentloaded');
    await popup.locator('#add-account-button button').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill('Caio Ribeiro Lopes');
    await popup.locator('#profile-photo-input').fill('https://fotos.exemplo.com.br/caio.png');
    await popup.locator('#sign-in').click();

    await toast(page, 'Bem-vindo(a), Caio Ribeiro Lopes!').waitFor();
    await page.waitForURL(url('/'));
    await page.locator('header').getByText('Caio', { exact: true }).waitFor();
    const { profile } = await profileOf(email);
    expect(profile).toMatchObject({
      name: 'Caio Ribeiro Lopes',
      email,
      role: 'user',
      avatarUrl: 'https://fotos.exemplo.com.br/caio.png',
    });

    // A signed-in person opening /login is sent home.
    await page.goto(url('/login'));
    await page.waitForURL(url('/'));
    await context.close();
  });
});

describe('Google sign-in with popups blocked', () => {
  it('falls back to the redirect flow through the same provider page', async () => {
    const { context, page } = await newPage();
    // A popup blocker makes window.open return null, which the SDK reports as auth/popup-blocked.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    const email = uniqueEmail('redirect');
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Entrar com Google' }).click();
    await page.waitForURL(/\/emulator\/auth\/handler/);
    await page.locator('#add-account-button button').click();
    await page.locator('#email-input').fill(email);
    await page.locator('#display-name-input').fill('Rui Redirecionado');
    await page.locator('#sign-in').click();

    // Back on the site, the session picks the user up and /login sends a signed-in person home.
    await page.waitForURL(url('/'));
    await page.locator('header').getByText('Rui', { exact: true }).waitFor();
    await expect.poll(async () => (await profileOf(email)).profile?.role, { timeout: UI_TIMEOUT }).toBe('user');
    await context.close();
  });
});

describe('guard and admin area', () => {
  it('a regular user opening /admin/dashboard sees Acesso Restrito', async () => {
    const { context, page } = await newPage();
    const leitor = await seedAccount('leitor');
    await adminLogin(page, leitor.email, leitor.password);
    await page.waitForURL(url('/'));
    // The home page the app loads (not only its address), before the next navigation.
    await page.locator('[data-island="account"]').waitFor({ state: 'attached' });
    await page.goto(url('/admin/dashboard'));
    await page.getByRole('heading', { name: 'Acesso Restrito' }).waitFor();
    await page
      .getByText(
        'Você não tem permissão para acessar o painel administrativo. Apenas usuários com perfil de administrador, editor ou colaborador podem acessar esta área.',
      )
      .waitFor();
    await expect(page.getByText('Artigos Recentes').count()).resolves.toBe(0);
    await context.close();
  });

  it('a visitor opening an admin screen is sent to /admin, and /perfil to /login', async () => {
    const { context, page } = await newPage();
    await page.goto(url('/admin/dashboard'));
    await page.waitForURL(url('/admin'));
    await page.getByRole('tab', { name: 'Cadastro' }).waitFor();
    await page.goto(url('/perfil'));
    await page.waitForURL(url('/login'));
    await context.close();
  });

  it('the editor sees the dashboard with the stored counts and the five newest articles', async () => {
    const articles = db.collection('articles');
    const count = async (q: FirebaseFirestore.Query) => (await q.count().get()).data().count;
    const [published, drafts, total] = await Promise.all([
      count(articles.where('status', '==', 'published')),
      count(articles.where('status', '==', 'draft')),
      count(articles),
    ]);
    const newest = (await articles.orderBy('createdAt', 'desc').limit(5).get()).docs.map(
      (d) => d.get('title') as string,
    );

    const { context, page } = await newPage();
    const editor = await seedAccount('editor');
    await adminLogin(page, editor.email, editor.password);
    await toast(page, 'Login realizado com sucesso').waitFor();
    await page.waitForURL(url('/admin/dashboard'));
    const counter = (label: string) => page.getByTestId(`counter-${label}`);
    await expect.poll(() => counter('Artigos Publicados').innerText()).toBe(String(published));
    await expect.poll(() => counter('Rascunhos').innerText()).toBe(String(drafts));
    await expect.poll(() => counter('Total de Artigos').innerText()).toBe(String(total));
    await page.getByRole('heading', { name: 'Artigos Recentes' }).waitFor();
    const rows = page.locator('table tbody tr');
    if (newest.length === 0) {
      await page.getByText('Nenhum artigo encontrado').waitFor();
    } else {
      await expect.poll(() => rows.count()).toBe(newest.length);
      for (const [i, title] of newest.entries()) {
        await expect(rows.nth(i).locator('td').first().innerText()).resolves.toBe(title);
        await expect(rows.nth(i).innerText()).resolves.toMatch(/\d{2}\/\d{2}\/\d{4}/);
        await expect(rows.nth(i).innerText()).resolves.toMatch(/Publicado|Agendado|Rascunho/);
      }
    }

    // Sidebar: every section opens its own screen (none is left 'Em breve'); the blog opens in a new tab.
    const nav = page.getByRole('navigation', { name: 'Seções do painel' });
    for (const [label, path, heading] of [
      ['Dashboard', '/admin/dashboard', 'Dashboard'],
      ['Tendências', '/admin/trends', 'Buscar Notícias'],
      ['Notícias', '/admin/articles', 'Artigos'],
      ['Biblioteca de Imagens', '/admin/images', 'Biblioteca de Imagens'],
      ['Posts Gerados', '/admin/generated-posts', 'Posts Gerados'],
      ['Agendamentos', '/admin/schedules', 'Agendamentos'],
      ['Usuários', '/admin/users', 'Gerenciamento de Usuários'],
      ['Visitantes', '/admin/visitors', 'Visitantes'],
      ['Estatísticas de Visualização', '/admin/statistics', 'Estatísticas de Visualização'],
      ['SEO & Sitemap', '/admin/seo', 'SEO & Sitemap'],
      ['Configurações', '/admin/settings', 'Configurações'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(url(path));
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    }
    await expect(page.getByText('Em breve', { exact: true }).count()).resolves.toBe(0);
    await expect(nav.getByRole('link', { name: 'Ir ao Blog' }).getAttribute('target')).resolves.toBe('_blank');
    await context.close();
  });

  it('an editor demoted to user loses the admin screens on the next admin navigation', async () => {
    const editor = await createAccount(admin, 'editor', 'Diana Editora');
    const { context, page } = await newPage();
    await adminLogin(page, editor.email, editor.password);
    await page.waitForURL(url('/admin/dashboard'));
    await page.getByRole('heading', { name: 'Artigos Recentes' }).waitFor();

    await db.collection('profiles').doc(editor.uid).update({ role: 'user', updatedAt: FieldValue.serverTimestamp() });
    // The next admin navigation re-reads the role (a window focus re-check may even have closed the area first).
    const trends = page.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: 'Tendências' });
    await trends.click({ timeout: 5_000 }).catch(() => undefined);
    await page.getByRole('heading', { name: 'Acesso Restrito' }).waitFor();
    await context.close();
  });

  it('a profile whose role becomes unknown gets Erro de Permissão', async () => {
    const odd = await createAccount(admin, 'user', 'Otto Estranho');
    const { context, page } = await newPage();
    await adminLogin(page, odd.email, odd.password);
    await page.waitForURL(url('/'));
    // Home is a page of its own: its header shows the account once it has read the session.
    const profileLink = page.locator('header').getByRole('link', { name: /Meu perfil/ });
    await profileLink.waitFor();
    await db.collection('profiles').doc(odd.uid).update({ role: 'superuser' });
    await profileLink.click();
    await page.getByText('Sua conta tem permissões inválidas. Por favor, faça login novamente.').waitFor();
    await page.getByRole('link', { name: 'Fazer Login Novamente' }).click();
    await page.waitForURL(url('/login'));
    await page.getByRole('button', { name: 'Entrar com Google' }).waitFor();
    await context.close();
  });
});

describe('isAdmin callable (Functions emulator)', () => {
  /** An ID token from the Auth emulator's REST API, as the web SDK would obtain it. */
  async function idTokenFor(email: string, password: string): Promise<string> {
    const response = await fetch(
      `http://${stack.authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
      },
    );
    expect(response.ok).toBe(true);
    return ((await response.json()) as { idToken: string }).idToken;
  }

  /** The callable protocol: POST {data}, answer {result} or {error: {status, message}}. */
  async function callIsAdmin(data: unknown, idToken?: string) {
    const response = await fetch(functionUrl('isAdmin'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
      body: JSON.stringify({ data }),
    });
    return (await response.json()) as { result?: unknown; error?: { status: string; message: string } };
  }

  it('answers true only for an admin profile, and refuses anonymous callers', async () => {
    const [boss, editor, reader] = await Promise.all([
      createAccount(admin, 'admin', 'Alice Admin'),
      createAccount(admin, 'editor', 'Bruno Editor'),
      createAccount(admin, 'user', 'Carla Leitora'),
    ]);
    const token = await idTokenFor(reader.email, reader.password);
    await expect(callIsAdmin({ userId: boss.uid }, token)).resolves.toEqual({ result: true });
    await expect(callIsAdmin({ userId: editor.uid }, token)).resolves.toEqual({ result: false });
    await expect(callIsAdmin({ userId: reader.uid }, token)).resolves.toEqual({ result: false });
    await expect(callIsAdmin({ userId: 'no-such-user' }, token)).resolves.toEqual({ result: false });
    await expect(callIsAdmin({}, token)).resolves.toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
    await expect(callIsAdmin({ userId: boss.uid })).resolves.toMatchObject({
      error: { status: 'UNAUTHENTICATED', message: 'Usuário não autenticado' },
    });

    // A demotion is seen on the very next call.
    await db.collection('profiles').doc(boss.uid).update({ role: 'editor' });
    await expect(callIsAdmin({ userId: boss.uid }, token)).resolves.toEqual({ result: false });
  });
});
