// Corrections and updates end to end, in Chromium against the whole stack: an editor fixes a typo in a
// published article as an 'Alteração menor' (the page's 'Atualizado em' does not appear), then adds a
// correction with 'Adicionar nota' and 'Salvar Artigo': the article page shows it under the title
// ('Correção em {data} às {hora}:', Brasília time) with 'Atualizado em' in the header, rendered and
// in the app; its JSON-LD, the sitemap's lastmod and the RSS item give the same date; /correcoes
// lists it within 60 s. A later update note comes first on the page and stays off /correcoes.
// /correcoes shows 20 at a time; 'Carregar mais correções' adds the next in the page the reader is on.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { XMLParser } from 'fast-xml-parser';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, CORRECTIONS_PAGE_SIZE, correctionIdFor, noteHeading, updatedLine } from '@pauta/model';
import { seedPublishedArticle } from './support/published-article.js';
import { workerBrowser, stack } from './support/browser.js';
import { POLL, newPage, screenshot, seriousViolations, signIn, toast, url } from './support/staff.js';

const run = randomUUID().slice(0, 8);
const ARTICLE = { id: `nota${run}`, slug: `selic-nota-${run}`, title: `Selic sobe para 10,5% ${run}` };
const CORRECTION = `O texto dizia que a alta foi de 0,25 ponto; foi de 0,5 ponto. ${run}`;
const UPDATE = `O Copom divulgou a ata da reunião. ${run}`;

let browser: Browser;
let admin: App;
let db: Firestore;

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  admin = initializeApp({ projectId: stack.projectId }, `corrections-e2e-${randomUUID()}`);
  db = getFirestore(admin);
  await seedPublishedArticle(db, {
    ...ARTICLE,
    excerpt: 'O Banco Central elevou os juros pela terceira vez seguida.',
    category: 'economia',
    tag: 'Economia',
    body: '<p>O Copom elevou a Selic em 0,25 ponto, para 10,5% ao ano.</p>',
    hoursAgo: 3,
  });
  browser = await workerBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (admin) await deleteApp(admin);
});

const editorBody = (page: Page) => page.locator('.ProseMirror').first();
const stored = async () => (await db.doc(`articles/${ARTICLE.id}`).get()).data()!;

async function openEditor(page: Page) {
  await page.goto(url(`/admin/articles/edit/${ARTICLE.id}`));
  // The editor's chunks load one after another: on a loaded machine (load 30 on 2 cores) over 20 s.
  await page.getByRole('heading', { name: 'Correções e atualizações' }).waitFor({ timeout: 60_000 });
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Salvar Artigo' }).click();
  await toast(page, 'Artigo atualizado com sucesso').waitFor();
  await page.waitForURL(url('/admin/articles'));
}

/**
 * A reader's look at a page they saw before the latest save: their browser keeps a reader page for
 * 30 s (READER_CACHE), so they reload it, as a reader following a story does.
 */
async function readAgain(page: Page, path: string) {
  await page.goto(url(path));
  await page.reload();
}

/** The article's JSON-LD as the rendered page carries it. */
async function jsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((b) => b['@type'] === 'NewsArticle')!;
}

const parser = new XMLParser({ ignoreAttributes: false, isArray: (n) => ['url', 'item'].includes(n) });

describe('corrections and updates', () => {
  it("a typo fix marked 'Alteração menor' does not date the story; a correction does, everywhere, and /correcoes lists it", async () => {
    const { context, page } = await newPage(browser, 'corrections editor');
    // Before any correction of this run: on a fresh stack, the empty page.
    await page.goto(url('/correcoes'));
    await page.getByRole('heading', { name: 'Correções', level: 1 }).waitFor();
    if ((await page.locator('main li').count()) === 0) {
      await page.getByText('Nenhuma correção publicada.').waitFor();
      await screenshot(page, 'corrections-page-empty', true);
    }
    await signIn(page, 'editor');

    // 1. A typo fix, marked as such: saved, but the page says nothing about an update.
    await openEditor(page);
    await page.getByLabel('Alteração menor').check();
    await editorBody(page).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Dado do IBGE.');
    await save(page);
    const afterMinor = await stored();
    expect(afterMinor.version).toBe(2);
    expect(afterMinor.modifiedAt).toBeUndefined();
    const reader = await newPage(browser, 'corrections reader');
    await reader.page.goto(url(`/artigo/${ARTICLE.slug}`));
    await reader.page.getByText('Dado do IBGE.').first().waitFor();
    await expect(reader.page.getByText('Atualizado em').count()).resolves.toBe(0);
    expect((await jsonLd(reader.page)).dateModified).toBe(afterMinor.publishedAt.toDate().toISOString());

    // 2. A correction: its text is required, then it goes out with 'Salvar Artigo'.
    await openEditor(page);
    await page.getByRole('button', { name: 'Adicionar nota' }).click();
    await page.getByRole('button', { name: 'Salvar Artigo' }).click();
    await page.getByText('Escreva o texto da nota ou remova a nota.').first().waitFor();
    expect(await page.getByRole('combobox', { name: 'Tipo' }).inputValue()).toBe('Correção');
    await page.getByLabel('Texto da nota').fill(CORRECTION);
    await screenshot(page, 'corrections-editor-note', true);
    const savedAt = Date.now();
    await save(page);
    const afterNote = await stored();
    expect(afterNote).toMatchObject({ version: 3, noteCount: 1 });
    const note = (await db.doc(`articles/${ARTICLE.id}/notes/v3`).get()).data()!;
    expect(note).toMatchObject({ kind: 'correction', text: CORRECTION, authorId: 'seed-editor', version: 3 });
    const noteAt = note.createdAt.toDate() as Date;
    const modifiedAt = afterNote.modifiedAt.toDate() as Date;
    expect(modifiedAt.getTime()).toBe(noteAt.getTime());

    // /correcoes lists it within 60 s of the save (measured before the other checks take their time).
    await expect
      .poll(
        async () => {
          await reader.page.goto(url('/correcoes'));
          await reader.page.getByRole('heading', { name: 'Correções', level: 1 }).waitFor();
          return reader.page.getByText(CORRECTION).count();
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    const shownAfterMs = Date.now() - savedAt;
    console.log(`[corrections e2e] /correcoes showed the correction ${shownAfterMs} ms after 'Salvar Artigo'`);
    expect(shownAfterMs).toBeLessThan(60_000);

    // The rendered page: the note under the title, 'Atualizado em' in the header, the JSON-LD.
    await readAgain(reader.page, `/artigo/${ARTICLE.slug}`);
    const heading = noteHeading('correction', noteAt.getTime());
    await reader.page.getByText(heading).first().waitFor();
    await reader.page.getByText(CORRECTION).first().waitFor();
    await reader.page.getByText(updatedLine(modifiedAt.getTime())).first().waitFor();
    const ld = await jsonLd(reader.page);
    expect(ld.dateModified).toBe(modifiedAt.toISOString());
    expect(ld.correction).toEqual([
      { '@type': 'CorrectionComment', text: CORRECTION, datePublished: noteAt.toISOString() },
    ]);
    await expect(reader.page.locator('meta[property="article:modified_time"]').getAttribute('content')).resolves.toBe(
      modifiedAt.toISOString(),
    );
    // The header's line: 'Atualizado em {data} às {hora}'.
    await reader.page.getByTestId('article-updated').getByText(updatedLine(modifiedAt.getTime())).waitFor();
    await screenshot(reader.page, 'corrections-article-with-note', true);
    expect(await seriousViolations(reader.page)).toEqual([]);

    // The sitemap's lastmod and the RSS item say the same date.
    const sitemap = parser.parse(await (await fetch(url('/sitemap.xml'))).text());
    const entry = (sitemap.urlset.url as { loc: string; lastmod: string }[]).find((u) =>
      u.loc.endsWith(`/artigo/${ARTICLE.slug}`),
    );
    expect(entry?.lastmod).toBe(modifiedAt.toISOString());
    const rss = parser.parse(await (await fetch(url('/rss.xml'))).text());
    const item = (rss.rss.channel.item as { link: string; 'atom:updated': string }[]).find((i) =>
      i.link.endsWith(`/artigo/${ARTICLE.slug}`),
    );
    expect(item?.['atom:updated']).toBe(modifiedAt.toISOString());

    // /correcoes, linking to the article.
    await reader.page.goto(url('/correcoes'));
    const item0 = reader.page.locator('li').filter({ hasText: CORRECTION }).first();
    await item0.getByText(heading).waitFor();
    await expect(item0.getByRole('link', { name: ARTICLE.title }).getAttribute('href')).resolves.toBe(
      `/artigo/${ARTICLE.slug}`,
    );
    await screenshot(reader.page, 'corrections-page', true);
    expect(await seriousViolations(reader.page)).toEqual([]);

    // 3. A later update note: first on the page (newest first), not on /correcoes.
    await openEditor(page);
    await page.getByRole('button', { name: 'Adicionar nota' }).click();
    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Atualização', exact: true }).click();
    await page.getByLabel('Texto da nota').fill(UPDATE);
    await page.getByRole('list', { name: 'Notas publicadas' }).getByText(CORRECTION).waitFor();
    await save(page);
    await readAgain(reader.page, `/artigo/${ARTICLE.slug}`);
    const notes = reader.page.locator('.article-notes li');
    await expect.poll(() => notes.count(), POLL).toBe(2);
    await expect(notes.nth(0).innerText()).resolves.toContain(UPDATE);
    await expect(notes.nth(0).innerText()).resolves.toMatch(/^Atualizado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}:/);
    await expect(notes.nth(1).innerText()).resolves.toContain(CORRECTION);
    await readAgain(reader.page, '/correcoes');
    await reader.page.getByText(CORRECTION).first().waitFor();
    await expect(reader.page.getByText(UPDATE).count()).resolves.toBe(0);

    await reader.context.close();
    await context.close();
  }, 240_000);

  it("/correcoes lists 20 at a time and 'Carregar mais correções' adds the next, on the same page", async () => {
    // One more than a page, newer than any other correction on the stack (so the first page is theirs).
    const mark = `lote${run}`;
    const base = Date.now() + 60 * 60 * 1000;
    const batch = db.batch();
    for (let i = 0; i <= CORRECTIONS_PAGE_SIZE; i++)
      batch.set(db.doc(`${COLLECTIONS.corrections}/${correctionIdFor(ARTICLE.id, `${mark}-${i}`)}`), {
        articleId: ARTICLE.id,
        articleTitle: ARTICLE.title,
        articleSlug: ARTICLE.slug,
        text: `Correção número ${i} ${mark}.`,
        createdAt: Timestamp.fromMillis(base - i * 1000),
      });
    await batch.commit();

    const { context, page } = await newPage(browser, 'corrections list');
    const shown = () => page.locator('.corrections-list li').filter({ hasText: mark }).count();
    // The rendered page (30 s in the CDN): reload until the seeded page is the one served.
    await expect
      .poll(
        async () => {
          await page.goto(url('/correcoes'));
          return shown();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(CORRECTIONS_PAGE_SIZE);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole('button', { name: 'Carregar mais correções' }).click();
    await expect.poll(shown, POLL).toBe(CORRECTIONS_PAGE_SIZE + 1);
    await page.getByText(`Correção número ${CORRECTIONS_PAGE_SIZE} ${mark}.`).waitFor();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await context.close();
  }, 120_000);
});
