// The newsletter end to end, in Chromium against the whole stack and its local mail catcher:
// subscribe from the home card → the confirmation mail in the catcher → its link → 'Inscrição
// confirmada!'; the footer form with JavaScript off; the admin's 'Newsletter' tab → 'Enviar resumo
// agora' → the digest arrives (one-click unsubscribe headers included); one-click unsubscribe (a
// POST with no cookies, as a mail provider sends it) → the next digest reaches everyone else but
// not that address; the CSV export; an editor sees the counts but not the admin's buttons.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { workerBrowser, stack } from './support/browser.js';
import { POLL, newPage, seriousViolations, signIn, toast, url } from './support/staff.js';

const run = randomUUID().slice(0, 8);
const CATCHER =
  process.env.PAUTA_MAIL_CATCHER_URL ?? `http://127.0.0.1:${18025 + Number(process.env.PAUTA_PORT_OFFSET ?? 0)}`;
const READER_A = `leitora-${run}@exemplo.com.br`;
const READER_B = `leitor-${run}@exemplo.com.br`;
const FIRST = { id: `nlA${run}`, title: `Resumo de teste: a primeira notícia ${run}` };
const SECOND = { id: `nlB${run}`, title: `Resumo de teste: a segunda notícia ${run}` };

interface Mail {
  to: string[];
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
}

let browser: Browser;
let admin: App;
let db: Firestore;

async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${CATCHER}/api/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as Mail[];
}

/** Waits for the address's mails to reach `count`, and returns them. */
async function waitForMails(address: string, count: number): Promise<Mail[]> {
  await expect.poll(async () => (await mailsTo(address)).length, POLL).toBeGreaterThanOrEqual(count);
  return mailsTo(address);
}

const linkIn = (mail: Mail, path: string) => {
  const match = mail.text.match(new RegExp(`(https?://\\S+${path}\\?t=[\\w.-]+)`));
  if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
  return match[1]!;
};

const digests = (mails: Mail[]) => mails.filter((m) => m.subject.startsWith('Resumo Pauta'));

/** Navigations wait for the document, not every cover image: the test machine may be loaded. */
const NAVIGATION = { waitUntil: 'domcontentloaded', timeout: 60_000 } as const;

async function publish(article: { id: string; title: string }) {
  const now = Timestamp.now();
  await db.doc(`articles/${article.id}`).set({
    title: article.title,
    excerpt: 'Uma notícia publicada pelo teste da newsletter.',
    imageUrl: '',
    category: 'tecnologia',
    categoryPath: '/categoria/tecnologia',
    featured: false,
    status: 'published',
    tags: [],
    tagKeys: [],
    slug: `newsletter-${article.id.toLowerCase()}`,
    authorId: 'seed-editor',
    authorName: 'Rafael Souza',
    createdAt: now,
    updatedAt: now,
    publishedAt: now,
  });
}

beforeAll(async () => {
  browser = await workerBrowser();
  process.env.FIRESTORE_EMULATOR_HOST ??= stack.firestoreHost;
  admin = initializeApp({ projectId: stack.projectId }, `e2e-newsletter-${run}`);
  db = getFirestore(admin);
  await publish(FIRST);
});

afterAll(async () => {
  for (const a of [FIRST, SECOND]) await db.doc(`articles/${a.id}`).delete();
  await browser?.close();
  if (admin) await deleteApp(admin);
});

describe('newsletter journey', () => {
  it('home card → confirmation mail → its link → Inscrição confirmada!', async () => {
    const { context, page } = await newPage(browser, 'newsletter', (ctx) =>
      // Slow the answer a little, so the sending state is there to see.
      ctx.route('**/api/newsletter', async (route) => {
        await new Promise((r) => setTimeout(r, 400));
        await route.continue();
      }),
    );
    await page.goto(url('/'), NAVIGATION);
    const card = page.locator('section[aria-labelledby="newsletter-titulo"]');
    await card.getByLabel('Email').fill(READER_A.toUpperCase());
    await card.getByRole('button', { name: 'Inscrever-se' }).click();
    await card.getByRole('button', { name: 'Inscrevendo...' }).waitFor();
    await card.getByRole('status').getByText('Confirme sua inscrição').waitFor();
    await card.getByText(`Enviamos um link para ${READER_A}.`).waitFor();
    expect(await card.getByLabel('Email').inputValue()).toBe('');

    const [mail] = await waitForMails(READER_A, 1);
    expect(mail!.subject).toBe('Confirme sua inscrição na newsletter do Pauta');
    expect(mail!.headers['list-unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/newsletter\/cancelar\?t=[\w.-]+>$/);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    await page.goto(linkIn(mail!, '/newsletter/confirmar'), NAVIGATION);
    await page.getByRole('heading', { level: 1, name: 'Inscrição confirmada!' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('the footer form works with JavaScript off, and so does the confirmation', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url('/'), NAVIGATION);
    const form = page.getByRole('form', { name: 'Newsletter do rodapé' });
    await form.getByLabel('Seu email').fill(READER_B);
    await Promise.all([page.waitForURL(url('/api/newsletter')), form.getByRole('button', { name: 'Assinar' }).click()]);
    await page.getByRole('heading', { level: 1, name: 'Confirme sua inscrição' }).waitFor();
    await page.getByText(`Enviamos um link para ${READER_B}.`).waitFor();

    // An invalid address comes back with the pt-BR error and the typed text kept.
    const again = page.getByRole('form', { name: 'Newsletter do rodapé' });
    await again.getByLabel('Seu email').fill('sem-arroba');
    await again.evaluate((f) => f.setAttribute('novalidate', ''));
    await Promise.all([
      page.waitForURL(url('/api/newsletter')),
      again.getByRole('button', { name: 'Assinar' }).click(),
    ]);
    await page.getByText('Informe um email válido.').waitFor();

    const [mail] = await waitForMails(READER_B, 1);
    await page.goto(linkIn(mail!, '/newsletter/confirmar'), NAVIGATION);
    await page.getByRole('heading', { level: 1, name: 'Inscrição confirmada!' }).waitFor();
    await context.close();
  });

  it("admin: 'Newsletter' tab → 'Enviar resumo agora' → the digest arrives", async () => {
    const { page } = await newPage(browser, 'newsletter admin');
    await signIn(page, 'admin');
    await page.goto(url('/admin/settings'), NAVIGATION);
    await page.getByRole('tab', { name: 'Newsletter' }).click();
    await page.waitForURL(url('/admin/settings/newsletter'));
    await expect
      .poll(async () => Number(await page.getByTestId('newsletter-count-confirmed').innerText()), POLL)
      .toBeGreaterThanOrEqual(2);
    await page.getByRole('heading', { name: 'Últimos envios' }).waitFor();

    await page.getByRole('button', { name: 'Enviar resumo agora' }).click();
    await toast(page, 'Resumo enviado').waitFor();
    for (const reader of [READER_A, READER_B]) {
      const [digest] = digests(await waitForMails(reader, 2));
      expect(digest!.subject).toMatch(/^Resumo Pauta — \d{1,2} de \p{L}+ de \d{4}$/u);
      expect(digest!.text).toContain(FIRST.title);
      expect(digest!.headers['list-unsubscribe']).toMatch(/\/newsletter\/cancelar\?t=/);
      expect(digest!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    }
    await page.getByRole('cell', { name: 'Manual' }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('one-click unsubscribe → no further mail to that address; the others still get the digest', async () => {
    const [digestA] = digests(await mailsTo(READER_A));
    const oneClick = digestA!.headers['list-unsubscribe']!.slice(1, -1);
    // As a mail provider does it (RFC 8058): a POST, no cookies, no confirmation page.
    const response = await fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Inscrição cancelada');

    // The visible link shows the same page once unsubscribed.
    const { page } = await newPage(browser, 'newsletter unsubscribe');
    await page.goto(linkIn(digestA!, '/newsletter/cancelar'), NAVIGATION);
    await page.getByRole('heading', { level: 1, name: 'Inscrição cancelada' }).waitFor();

    await publish(SECOND);
    await signIn(page, 'admin');
    await page.goto(url('/admin/settings/newsletter'), NAVIGATION);
    await page.getByRole('button', { name: 'Enviar resumo agora' }).click();
    await toast(page, 'Resumo enviado').waitFor();
    const digestsB = digests(await waitForMails(READER_B, 3));
    expect(digestsB).toHaveLength(2);
    expect(digestsB[1]!.text).toContain(SECOND.title);
    expect(digestsB[1]!.text).not.toContain(FIRST.title);
    expect(digests(await mailsTo(READER_A))).toHaveLength(1);
  });

  it('the CSV export lists the confirmed addresses only', async () => {
    const { page } = await newPage(browser, 'newsletter export');
    await signIn(page, 'admin');
    await page.goto(url('/admin/settings/newsletter'), NAVIGATION);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^newsletter-confirmados-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('email,confirmado_em,origem');
    expect(csv).toContain(`${READER_B},`);
    expect(csv).not.toContain(READER_A);
  });

  it("an editor sees the counts, not the admin's buttons", async () => {
    const { page } = await newPage(browser, 'newsletter editor');
    await signIn(page, 'editor');
    await page.goto(url('/admin/settings/newsletter'), NAVIGATION);
    await page.getByTestId('newsletter-count-confirmed').waitFor();
    await page.getByText('Somente administradores podem enviar o resumo e exportar os inscritos.').waitFor();
    expect(await page.getByRole('button', { name: 'Enviar resumo agora' }).count()).toBe(0);
  });
});
