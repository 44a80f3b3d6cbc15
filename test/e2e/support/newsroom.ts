// Helpers of the newsroom end-to-end files (article list and editor): fresh browser contexts,
// signing in through /admin with the seeded accounts, toasts, and Firestore as admin for checks.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { stack } from './browser.js';

export const UI_TIMEOUT = 20_000;
export const url = (path: string) => `${stack.webUrl}${path}`;
export const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 6)}`;

interface SeedAccount {
  key: string;
  email: string;
  password: string;
}

export async function seedAccount(key: 'admin' | 'editor' | 'leitor'): Promise<SeedAccount> {
  const module = new URL('../../../scripts/seed/accounts.mjs', import.meta.url).href;
  const { ACCOUNTS } = (await import(module)) as { ACCOUNTS: SeedAccount[] };
  const account = ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`no seeded account ${key}`);
  return account;
}

export async function newPage(browser: Browser, label: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com|example\.com)\//, (r) =>
    r.abort(),
  );
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT);
  // Reloading with unsaved changes raises the browser's leave prompt: accept it like a person would.
  page.on('dialog', (dialog) => void dialog.accept());
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  onTestFailed(async () => {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch(() => '(page closed)');
    console.error(`[${label}] page at ${page.url()}:\n${text.slice(0, 1200)}\nconsole errors: ${errors.join('\n')}`);
  });
  return { context, page };
}

/** Signs in through /admin and waits for the dashboard (staff) or the home page (users). */
export async function signIn(page: Page, key: 'admin' | 'editor' | 'leitor') {
  const account = await seedAccount(key);
  await page.goto(url('/admin'));
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(url(key === 'leitor' ? '/' : '/admin/dashboard'));
}

export const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

/** Picks an option of a Mantine Select by its label. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious or critical axe-core violations of the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
}
