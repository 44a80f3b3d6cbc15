// Live coverage from the editor, in Chromium against the whole stack: an editor opens a published
// article, starts 'Cobertura ao vivo', posts two entries ('Nova atualização', 'Publicar atualização'),
// edits the newest within its 5 minutes ('editado'), pins the first, deletes one after confirming and
// ends the coverage ('Encerrar cobertura'); each step is checked in Firestore. A second editor posting
// at the same time gets their entry in too. The reader's side: live-reader.test.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { seedPublishedArticle } from './support/published-article.js';
import { workerBrowser, stack } from './support/browser.js';
import { POLL, newPage, screenshot, seriousViolations, signIn, url } from './support/staff.js';

const run = randomUUID().slice(0, 8);
const ARTICLE = { id: `aovivo${run}`, slug: `evento-ao-vivo-${run}`, title: `Evento de lançamento ${run}` };

let browser: Browser;
let admin: App;
let db: Firestore;

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  admin = initializeApp({ projectId: stack.projectId }, `live-e2e-${randomUUID()}`);
  db = getFirestore(admin);
  await seedPublishedArticle(db, {
    ...ARTICLE,
    excerpt: 'Acompanhe o anúncio em tempo real.',
    category: 'tecnologia',
    tag: 'Eventos',
    body: '<p>O evento começa às 14h.</p>',
    hoursAgo: 1,
  });
  browser = await workerBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (admin) await deleteApp(admin);
});

const coverage = async () => (await db.doc(`liveCoverage/${ARTICLE.id}`).get()).data();
const entries = async () =>
  (await db.collection(`liveCoverage/${ARTICLE.id}/entries`).orderBy('createdAt', 'desc').get()).docs;

describe('live coverage in the editor', () => {
  it("an editor starts it, posts, edits, pins, deletes and ends it; 'Atualizações ao vivo' shows each step", async () => {
    const { page, context } = await newPage(browser, 'live coverage editor');
    await signIn(page, 'editor');
    await page.goto(url(`/admin/articles/edit/${ARTICLE.id}`));
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Atualizações ao vivo' }) });
    // The editor's chunks load one after another: on a loaded machine over 20 s.
    await panel.getByRole('button', { name: 'Cobertura ao vivo' }).waitFor({ timeout: 60_000 });
    await screenshot(page, 'live-editor-start', true);
    await panel.getByRole('button', { name: 'Cobertura ao vivo' }).click();
    await panel.getByText('AO VIVO', { exact: true }).waitFor();
    expect(await coverage()).toMatchObject({ status: 'live', endedAt: null, pinnedEntryId: null });

    // Nothing typed: refused with a message, nothing written.
    await panel.getByRole('button', { name: 'Publicar atualização' }).click();
    await panel.getByText('Escreva a atualização.').waitFor();
    expect(await entries()).toHaveLength(0);

    const first = `Começa a apresentação. Ao vivo em https://exemplo.com/evento ${run}`;
    const second = `Novo aparelho anunciado ${run}`;
    for (const text of [first, second]) {
      await panel.getByLabel('Nova atualização').fill(text);
      await panel.getByRole('button', { name: 'Publicar atualização' }).click();
      await panel.getByRole('list', { name: 'Atualizações publicadas' }).getByText(text).waitFor();
    }
    // A second editor posting at the same moment gets in too (rules: each entry its own document).
    const other = `Segunda editora no ar ${run}`;
    await db.collection(`liveCoverage/${ARTICLE.id}/entries`).add({
      text: other,
      imageUrl: '',
      imageAlt: '',
      embed: null,
      authorId: 'seed-admin',
      authorName: 'Ana Admin',
      createdAt: Timestamp.now(),
      editedAt: null,
    });
    const list = panel.getByRole('list', { name: 'Atualizações publicadas' });
    await list.getByText(other).waitFor({ timeout: 30_000 }); // the panel refreshes every 10 s
    expect((await entries()).map((d) => d.get('text'))).toEqual([other, second, first]);
    await screenshot(page, 'live-editor-entries', true);
    expect(await seriousViolations(page)).toEqual([]);

    // Edit the editor's newest entry (within 5 minutes): 'editado'.
    const newest = list.getByRole('listitem').filter({ hasText: second });
    await newest.getByRole('button', { name: 'Editar' }).click();
    await panel.getByLabel('Editar atualização').fill(`${second} (iPhone 18)`);
    await panel.getByRole('button', { name: 'Salvar atualização' }).click();
    await list.getByText(`${second} (iPhone 18)`).waitFor();
    await newest.getByText('editado', { exact: false }).waitFor();
    expect((await entries()).find((d) => d.get('text') === `${second} (iPhone 18)`)?.get('editedAt')).toBeTruthy();
    // Someone else's entry has no 'Editar'.
    await expect(
      list.getByRole('listitem').filter({ hasText: other }).getByRole('button', { name: 'Editar' }).count(),
    ).resolves.toBe(0);

    // Pin the first; delete the other editor's after confirming.
    await list.getByRole('listitem').filter({ hasText: first }).getByRole('button', { name: 'Fixar' }).click();
    await list.getByRole('listitem').filter({ hasText: first }).getByText('Fixada', { exact: false }).waitFor();
    expect((await coverage())?.pinnedEntryId).toBe((await entries()).find((d) => d.get('text') === first)?.id);
    await list.getByRole('listitem').filter({ hasText: other }).getByRole('button', { name: 'Excluir' }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Excluir atualização' });
    await screenshot(page, 'live-editor-delete-confirm', true);
    await confirmDelete.getByRole('button', { name: 'Excluir' }).click();
    await expect.poll(async () => (await entries()).length, POLL).toBe(2);
    await list.getByText(other).waitFor({ state: 'detached' });

    // 'Encerrar cobertura', confirmed: ended at the server's time, no more posting.
    await panel.getByRole('button', { name: 'Encerrar cobertura' }).click();
    await page
      .getByRole('dialog', { name: 'Encerrar cobertura' })
      .getByRole('button', { name: 'Encerrar cobertura' })
      .click();
    await panel.getByText('Cobertura encerrada em', { exact: false }).waitFor();
    const ended = await coverage();
    expect(ended?.status).toBe('ended');
    expect(ended?.endedAt).toBeTruthy();
    await expect(panel.getByLabel('Nova atualização').count()).resolves.toBe(0);
    await screenshot(page, 'live-editor-ended', true);
    await context.close();
  }, 240_000);
});
