// Shared by the newsroom e2e files: the seeded accounts, a Chromium page per test with failure
// output, the admin login form and toasts.
import { onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { stack } from './browser.js';

export const UI_TIMEOUT = 20_000;

export interface SeedAccount {
  key: string;
  uid: string;
  email: string;
  password: string;
  role: string;
  name: string;
}

/** The seeded demo accounts (scripts/seed/accounts.mjs), with their local-only passwords. */
export async function seedAccount(key: 'admin' | 'editor' | 'leitor'): Promise<SeedAccount> {
  const module = new URL('../../../scripts/seed/accounts.mjs', import.meta.url).href;
  const { ACCOUNTS } = (await import(module)) as { ACCOUNTS: SeedAccount[] };
  const account = ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`no seeded account ${key}`);
  return account;
}

export const url = (path: string) => `${stack.webUrl}${path}`;

export async function newPage(browser: Browser, label: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com|apis\.google\.com)\//, (r) =>
    r.abort(),
  );
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT);
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  onTestFailed(async () => {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch(() => '(page closed)');
    console.error(
      `[${label} e2e] page at ${page.url()}:\n${text.slice(0, 1200)}\nconsole errors: ${consoleErrors.join('\n')}`,
    );
  });
  return { context, page };
}

/** Signs in through /admin's login tab and waits for the dashboard. */
export async function adminLogin(page: Page, account: Pick<SeedAccount, 'email' | 'password'>) {
  await page.goto(url('/admin'));
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(url('/admin/dashboard'));
}

/** The toast (Mantine notification) with this text. */
export const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

/** expect.poll options for UI state on a loaded machine (vitest's default gives up after 1 s). */
export const POLL = { timeout: UI_TIMEOUT, interval: 200 };
