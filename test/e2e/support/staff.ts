// Shared by the newsroom e2e files: the seeded accounts and their sessions, a Chromium page per test
// with failure output, the admin login form, toasts, Mantine selects and axe-core.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { onTestFailed } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { DEFAULT_REGION } from '@pauta/model';
import { stack } from './browser.js';
import { editorOutline } from './editor-outline.js';

export const UI_TIMEOUT = 20_000;

export interface SeedAccount {
  key: string;
  uid: string;
  email: string;
  password: string;
  role: string;
  name: string;
}

type SeedKey = 'admin' | 'editor' | 'colaborador' | 'leitor';

/** The seeded demo accounts (scripts/seed/accounts.mjs), with their local-only passwords. */
export async function seedAccount(key: SeedKey): Promise<SeedAccount> {
  const module = new URL('../../../scripts/seed/accounts.mjs', import.meta.url).href;
  const { ACCOUNTS } = (await import(module)) as { ACCOUNTS: SeedAccount[] };
  const account = ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`no seeded account ${key}`);
  return account;
}

/**
 * A verified email/password account with its profile, written with firebase-admin: for a test that
 * changes an account mid-test (its role, disabled), never a seeded one other tests sign in with.
 * `admin` must reach the Auth and Firestore emulators (FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST).
 */
export async function createAccount(admin: App, role: 'admin' | 'editor' | 'user', name: string) {
  const email = `${role}-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  const password = `Senha-${randomUUID()}`;
  const user = await getAuth(admin).createUser({ email, password, displayName: name, emailVerified: true });
  await getFirestore(admin).collection('profiles').doc(user.uid).set({
    name,
    email,
    role,
    avatarUrl: null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return { uid: user.uid, email, password };
}

export const url = (path: string) => `${stack.webUrl}${path}`;
/** The Functions emulator's origin (callables live at /{project}/{region}/{name}). */
export const FUNCTIONS_URL =
  process.env.PAUTA_FUNCTIONS_URL ?? `http://${process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:15001'}`;
/** A function's own address on the Functions emulator, in the one region every function runs in. */
export const functionUrl = (name: string) => `${FUNCTIONS_URL}/${stack.projectId}/${DEFAULT_REGION}/${name}`;
export const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 6)}`;

/**
 * A fresh browser profile per test (the CDNs this network cannot reach fail at once: launchBrowser),
 * the leave prompt accepted and the page's text printed when the test fails. `prepare` adds routes
 * of its own (the last route added wins). No route otherwise: with any route, Playwright takes every
 * request of the context through itself (a round trip each), turns the browser's cache off and
 * answers every CORS preflight itself, so a page's real preflights would go untested.
 */
export async function newPage(
  browser: Browser,
  label: string,
  prepare?: (context: BrowserContext) => Promise<unknown>,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  await prepare?.(context);
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT);
  // Reloading with unsaved changes raises the browser's leave prompt: accept it like a person would.
  page.on('dialog', (dialog) => void dialog.accept());
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  onTestFailed(async () => {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch(() => '(page closed)');
    const editor = await editorOutline(page);
    console.error(
      `[${label} e2e] page at ${page.url()}:\n${text.slice(0, 1200)}\n${editor}\nconsole errors: ${consoleErrors.join('\n')}`,
    );
  });
  return { context, page };
}

/** Signs in through /admin's login tab and waits for where it lands (the dashboard for staff). */
export async function adminLogin(
  page: Page,
  account: Pick<SeedAccount, 'email' | 'password'>,
  landing = '/admin/dashboard',
) {
  await page.goto(url('/admin'));
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(url(landing));
  // A reader page is the server's: the app first moves its address there, then loads that page.
  // Wait for the loaded page (its account slot is an island), or the test's next goto races that
  // load and one of the two navigations is aborted.
  if (!landing.startsWith('/admin')) await page.locator('[data-island="account"]').waitFor({ state: 'attached' });
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A seeded account signs in through the form once per worker (its own stack, one process) and each
 * test then starts from that session: a login is a whole /admin load before the test's own first page
 * (≈ 1 s and 0.75 CPU-s per test). The session is Firebase Auth's user in localStorage
 * (browserLocalPersistence), which a storage state carries; no test revokes a seeded account's
 * tokens (createAccount is for that).
 */
const seededSessions = new Map<SeedKey, Promise<StorageState>>();

async function signInOnce(browser: Browser, key: SeedKey): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(UI_TIMEOUT);
    await adminLogin(page, await seedAccount(key), key === 'leitor' ? '/' : '/admin/dashboard');
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Signs a seeded account in to the page's context without loading a page: the test's next goto
 * opens signed in. For the login form itself, adminLogin.
 */
export async function signIn(page: Page, key: SeedKey) {
  const browser = page.context().browser();
  if (!browser) throw new Error('signIn needs a page of a launched browser');
  let session = seededSessions.get(key);
  if (!session) {
    session = signInOnce(browser, key);
    seededSessions.set(key, session);
    session.catch(() => seededSessions.delete(key));
  }
  await page.context().setStorageState(await session);
}

/** Picks an option of a Mantine Select by its label. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The toast (Mantine notification) with this text. */
export const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

/** A full-page screenshot into PAUTA_SCREENSHOTS_DIR, when set, for a person to look at. */
export async function shot(page: Page, name: string) {
  const dir = process.env.PAUTA_SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** Closes the toasts: they stack top-right over the header's buttons, and a hovered toast never closes. */
export async function dismissToasts(page: Page) {
  for (const close of await page.getByRole('button', { name: 'Fechar notificação' }).all()) {
    await close.click().catch(() => {});
  }
  await page
    .locator('.mantine-Notification-root')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => {});
}

/** expect.poll options for UI state on a loaded machine (vitest's default gives up after 1 s). */
export const POLL = { timeout: UI_TIMEOUT, interval: 200 };

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown }[];
}

/**
 * axe-core's serious and critical findings on the page at rest. A finding that is gone once the page
 * settles again was something in motion (a toast fading in, or out by its own timer while axe ran):
 * only what a second look still finds is reported.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const first = await axeFindings(page);
  return first.length ? axeFindings(page) : first;
}

async function axeFindings(page: Page): Promise<string[]> {
  // axe computes contrast through opacity: finite animations (Mantine's transitions) end first.
  // Endless or paused ones (a loader) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated by the test's own channel, not as a <script> of the page (its policy allows none).
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations as AxeViolation[];
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
}

/** A screenshot into PAUTA_SCREENSHOTS_DIR when it is set (to look at each new screen), else nothing. */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  const dir = process.env.PAUTA_SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

/**
 * 'Salvar Artigo' with 'Publicado': the save, then the publish step. On a loaded machine the publish
 * callable may time out ('Artigo salvo, mas não publicado'); the editor says saving again publishes,
 * and so a person would: up to `attempts` saves, until the editor leaves for the article list.
 */
export async function saveAndPublish(page: Page, attempts = 3): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await page.getByRole('button', { name: 'Salvar Artigo' }).click();
    const listed = page.waitForURL(url('/admin/articles'), { timeout: 90_000 }).then(() => true);
    const notPublished = toast(page, 'Artigo salvo, mas não publicado')
      .waitFor({ timeout: 90_000 })
      .then(() => false);
    if (await Promise.race([listed, notPublished])) return;
    if (attempt >= attempts) throw new Error('o artigo foi salvo, mas não publicado');
    await page
      .getByRole('button', { name: 'Fechar notificação' })
      .first()
      .click()
      .catch(() => {});
  }
}
