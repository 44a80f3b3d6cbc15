// Scheduled publishing end to end, in Chromium against the whole stack (the task queue held to its
// time by scripts/lib/local-tasks.mjs, the sweep run every minute by scripts/lib/local-scheduler.mjs):
// an editor schedules an article about two minutes ahead in Brasília time; before its time it is
// nowhere public; within 60 s after it, its page, the home page and the RSS feed show it; and
// /admin/schedules lists it before (upcoming) and after (published, with its lateness). Then the
// screen's own work: 'Atrasado', 'Reagendar' (a past time refused), 'Cancelar agendamento', deletion,
// and its empty, loading and error states.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { brasiliaFields, formatBrasilia, formatBrasiliaDateTime, PUBLISH_PROMISE_MS } from '@pauta/model';
import { workerBrowser, stack } from './support/browser.js';
import { choose, newPage, POLL, seedAccount, signIn, toast, unique, url } from './support/staff.js';

const SCREENSHOTS = process.env.PAUTA_SCREENSHOTS_DIR;
const LOCAL_TASKS = process.env.PAUTA_LOCAL_TASKS_HOST ?? '127.0.0.1:19498';
const MINUTE = 60_000;

let browser: Browser;
let admin: App;
let db: Firestore;
/** Articles this file wrote: removed at the end, whatever happened (a scheduled one left behind would
 * shorten the cache lifetimes other files check). */
const created = new Set<string>();

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  admin = initializeApp({ projectId: stack.projectId }, `schedules-e2e-${randomUUID()}`);
  db = getFirestore(admin);
  browser = await workerBrowser();
});

afterAll(async () => {
  for (const id of created) {
    const article = await db.doc(`articles/${id}`).get();
    const writes = db.batch();
    writes.delete(article.ref);
    writes.delete(db.doc(`articleContents/${id}`));
    if (article.exists) writes.delete(db.doc(`slugs/${article.get('slug') as string}`));
    await writes.commit();
  }
  await browser?.close();
  if (admin) await deleteApp(admin);
});

/** Full-page shots; with a dialog open, the viewport (a full-page shot never settles behind a modal). */
async function shot(page: Page, name: string, fullPage = true) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage });
}

/** A screenshot of a page whose clock is faked (Playwright's own waits for a frame that never comes). */
async function shotWithFakeClock(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const cdp = await page.context().newCDPSession(page);
  const { data } = (await cdp.send('Page.captureScreenshot', { format: 'png' })) as { data: string };
  writeFileSync(`${SCREENSHOTS}/${name}.png`, Buffer.from(data, 'base64'));
  await cdp.detach();
}

/** What the stand-in for Cloud Tasks holds: the task names waiting for their time. */
async function heldTasks(): Promise<string[]> {
  const held = (await (await fetch(`http://${LOCAL_TASKS}/tasks`)).json()) as { name: string }[];
  return held.map((t) => t.name);
}

const heldFor = async (articleId: string) => (await heldTasks()).filter((name) => name.includes(`-${articleId}-`));

/** Reader-facing answers, straight from the site (rendered pages and the feed). */
async function publicView(slug: string, title: string) {
  const [page, home, rss] = await Promise.all([
    fetch(url(`/artigo/${slug}`)),
    fetch(url('/')).then((r) => r.text()),
    fetch(url('/rss.xml')).then((r) => r.text()),
  ]);
  const escaped = title.replace(/&/g, '&amp;');
  return { page: page.status, home: home.includes(escaped), rss: rss.includes(escaped) };
}

/** The first minute at least `leadMs` from now (the editor types minutes). */
const nextMinuteAfter = (leadMs: number) => Math.ceil((Date.now() + leadMs) / MINUTE) * MINUTE;

async function storedByTitle(title: string) {
  const snap = await db.collection('articles').where('title', '==', title).limit(1).get();
  return snap.docs[0];
}

describe('scheduled publishing', () => {
  it('an editor schedules an article two minutes ahead: absent before, public within 60 s after, listed on /admin/schedules before and after', async () => {
    // The browser sits in Tokyo: what the editor types is Brasília time all the same.
    const { context, page } = await newPage(browser, 'schedule from the editor', undefined, {
      timezoneId: 'Asia/Tokyo',
    });
    await signIn(page, 'editor');
    const editor = await seedAccount('editor');
    await page.goto(url('/admin/articles/new'));
    await page.getByRole('heading', { name: 'Novo Artigo' }).waitFor();
    const title = unique('Resultado do PIB sai às sete');
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    await page.getByLabel('Resumo', { exact: true }).fill('O IBGE divulga o número do trimestre.');
    await page.locator('.ProseMirror').first().click();
    await page.keyboard.type('Texto que só pode sair no horário marcado.');
    await choose(page, 'Categoria', 'Economia');
    await page.getByLabel('Tags', { exact: true }).fill('PIB, Agendado E2E');
    await choose(page, 'Status', 'Agendado');
    const when = page.getByRole('textbox', { name: 'Publicar em' });
    await page.getByText('Horário de Brasília').waitFor();

    // Missing, malformed or past: a pt-BR error on the field and nothing saved.
    await page.getByRole('button', { name: 'Salvar Artigo' }).click();
    await page.getByText('Informe a data e a hora da publicação no formato DD/MM/AAAA HH:mm.').first().waitFor();
    await when.fill(formatBrasiliaDateTime(Date.now() - 5 * MINUTE));
    await page.getByRole('button', { name: 'Salvar Artigo' }).click();
    await page
      .getByText('Este horário já passou: escolha uma data e hora futuras (horário de Brasília).')
      .first()
      .waitFor();
    expect(await storedByTitle(title)).toBeUndefined();

    // About two minutes ahead, typed in Brasília time whatever the browser's zone.
    const at = nextMinuteAfter(110_000);
    const { date, time } = formatBrasilia(at);
    await when.fill(`${date} ${time}`);
    await page.getByRole('button', { name: 'Salvar Artigo' }).click();
    await toast(page, `Artigo agendado para ${date} às ${time}`).waitFor();
    await page.waitForURL(url('/admin/articles'));

    const saved = (await storedByTitle(title))!;
    created.add(saved.id);
    const slug = saved.get('slug') as string;
    expect(saved.get('status')).toBe('scheduled');
    expect((saved.get('scheduledFor') as Timestamp).toMillis()).toBe(at);
    expect(saved.get('publishedAt')).toBeNull();
    await expect.poll(() => heldFor(saved.id), POLL).toHaveLength(1);

    // Before its time: no page, not on the home page, not in the feed.
    expect(await publicView(slug, title)).toEqual({ page: 404, home: false, rss: false });

    // The article list's 'Agendados' tab, and /admin/schedules' upcoming list.
    await page.getByRole('tab', { name: /Agendados/ }).click();
    await page.getByTestId('article-row').filter({ hasText: title }).getByText('Agendado').waitFor();
    await page
      .getByRole('navigation', { name: 'Seções do painel' })
      .getByRole('link', { name: 'Agendamentos' })
      .click();
    await page.waitForURL(url('/admin/schedules'));
    const upcoming = page.getByRole('table', { name: 'Próximas publicações' });
    const row = upcoming.getByTestId('scheduled-row').filter({ hasText: title });
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain(`${date} às ${time}`);
    await expect(row.innerText()).resolves.toContain('Economia');
    await expect(row.innerText()).resolves.toContain(editor.name);
    await shot(page, 'schedules-upcoming');
    await expect(publicView(slug, title)).resolves.toEqual({ page: 404, home: false, rss: false });

    // After its time: each public view is timed from the scheduled time.
    const seen: Record<'page' | 'home' | 'rss', number | null> = { page: null, home: null, rss: null };
    await new Promise((r) => setTimeout(r, Math.max(0, at - Date.now() - 3_000)));
    while (Date.now() < at + PUBLISH_PROMISE_MS + 30_000 && Object.values(seen).some((v) => v === null)) {
      const view = await publicView(slug, title);
      const now = Date.now();
      if (seen.page === null && view.page === 200) seen.page = now - at;
      if (seen.home === null && view.home) seen.home = now - at;
      if (seen.rss === null && view.rss) seen.rss = now - at;
      await new Promise((r) => setTimeout(r, 500));
    }
    const published = (await db.doc(`articles/${saved.id}`).get()).data()!;
    const [record] = (await db.collection('publications').where('articleId', '==', saved.id).get()).docs;
    console.log(
      `[schedules e2e] published ${record?.get('lateMs')} ms after its time (via ${record?.get('via')}); ` +
        `public after: page ${seen.page} ms, home ${seen.home} ms, RSS ${seen.rss} ms`,
    );
    for (const delay of Object.values(seen)) {
      expect(delay).not.toBeNull();
      expect(delay!).toBeLessThanOrEqual(PUBLISH_PROMISE_MS);
    }
    expect(published.status).toBe('published');
    expect((published.publishedAt as Timestamp).toMillis()).toBe(at);
    expect(record!.get('lateMs')).toBeLessThanOrEqual(PUBLISH_PROMISE_MS);
    expect(await heldFor(saved.id)).toEqual([]);

    // /admin/schedules refreshes by itself: gone from the upcoming list, listed as published with its lateness.
    const done = page
      .getByRole('table', { name: 'Publicados por agendamento' })
      .getByTestId('published-row')
      .filter({ hasText: title });
    await done.waitFor({ timeout: 30_000 });
    await row.waitFor({ state: 'detached' });
    await expect(done.innerText()).resolves.toMatch(/no horário|\d+ ms|\d+(,\d)? s/);
    await expect(done.innerText()).resolves.toContain(`${date} às ${time}`);
    await shot(page, 'schedules-published');
    await context.close();
  }, 420_000);
});

describe('/admin/schedules', () => {
  /** A scheduled article written as the editor's save would (through the admin SDK). */
  async function scheduledArticle(title: string, at: number) {
    const ref = db.collection('articles').doc();
    created.add(ref.id);
    const slug = `agendado-${ref.id.toLowerCase()}`;
    const editor = await seedAccount('editor');
    const now = FieldValue.serverTimestamp();
    await db.runTransaction(async (tx) => {
      tx.set(ref, {
        title,
        excerpt: '',
        imageUrl: '',
        category: 'tecnologia',
        categoryPath: '/categoria/tecnologia',
        featured: false,
        status: 'scheduled',
        tags: [],
        tagKeys: [],
        slug,
        authorId: editor.uid,
        authorName: editor.name,
        createdAt: now,
        updatedAt: now,
        publishedAt: null,
        scheduledFor: Timestamp.fromMillis(at),
        version: 1,
      });
      tx.set(db.doc(`articleContents/${ref.id}`), {
        content: '<p>x</p>',
        status: 'scheduled',
        authorId: editor.uid,
        updatedAt: now,
      });
      tx.set(db.doc(`slugs/${slug}`), { articleId: ref.id });
    });
    await expect.poll(() => heldFor(ref.id), POLL).toHaveLength(1);
    return ref.id;
  }

  it("'Atrasado', 'Reagendar' (a past time refused), 'Cancelar agendamento', deletion; each cancels the pending task", async () => {
    const far = nextMinuteAfter(3 * 24 * 60 * MINUTE);
    const soon = nextMinuteAfter(20 * MINUTE);
    const farTitle = unique('Especial de fim de ano');
    const soonTitle = unique('Boletim da manhã');
    const farId = await scheduledArticle(farTitle, far);
    const soonId = await scheduledArticle(soonTitle, soon);

    // A browser whose clock reads 23 minutes ahead sees the sooner one more than two minutes late.
    const late = await newPage(browser, 'schedules late');
    await late.page.clock.install({ time: new Date(soon + 3 * MINUTE) });
    await late.page.clock.resume();
    await signIn(late.page, 'admin');
    await late.page.goto(url('/admin/schedules'));
    const lateRow = late.page.getByTestId('scheduled-row').filter({ hasText: soonTitle });
    await lateRow.getByTestId('late-badge').waitFor();
    expect(await lateRow.getByText('Atrasado').isVisible()).toBe(true);
    expect(
      await late.page.getByTestId('scheduled-row').filter({ hasText: farTitle }).getByTestId('late-badge').count(),
    ).toBe(0);
    await shotWithFakeClock(late.page, 'schedules-late');
    await late.context.close();

    const { context, page } = await newPage(browser, 'schedules actions');
    await signIn(page, 'admin');
    await page.goto(url('/admin/schedules'));
    const farRow = page.getByTestId('scheduled-row').filter({ hasText: farTitle });
    await farRow.waitFor();
    expect(await farRow.getByTestId('late-badge').count()).toBe(0);

    // 'Reagendar': a past time is refused and nothing is written; a new time is written with its revision.
    await farRow.getByRole('button', { name: 'Reagendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reagendar publicação' });
    const field = dialog.getByRole('textbox', { name: 'Publicar em' });
    await expect(field.inputValue()).resolves.toBe(formatBrasiliaDateTime(far));
    await field.fill(formatBrasiliaDateTime(Date.now() - MINUTE));
    await dialog.getByRole('button', { name: 'Salvar novo horário' }).click();
    await dialog.getByText('Este horário já passou: escolha uma data e hora futuras (horário de Brasília).').waitFor();
    expect((await db.doc(`articles/${farId}`).get()).get('version')).toBe(1);
    // The calendar opens at the typed date and writes the picked day with the typed time.
    await field.fill(formatBrasiliaDateTime(far));
    await dialog.getByRole('button', { name: 'Escolher data e hora no calendário' }).click();
    const use = page.getByRole('button', { name: 'Usar esta data e hora' });
    await use.waitFor();
    await expect
      .poll(
        () =>
          page
            .locator('.mantine-Popover-dropdown')
            .last()
            .evaluate((d) => getComputedStyle(d).opacity),
        POLL,
      )
      .toBe('1');
    await shot(page, 'schedules-reschedule-picker', false);
    const farDay = brasiliaFields(far);
    const picked = brasiliaFields(far + (farDay.day > 1 ? -1 : 1) * 24 * 60 * MINUTE);
    const month = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(picked.year, picked.month - 1, 1),
    );
    await page.getByRole('button', { name: `${picked.day} ${month} ${picked.year}`, exact: true }).click();
    const two = (n: number) => String(n).padStart(2, '0');
    await expect
      .poll(() => field.inputValue(), POLL)
      .toBe(`${two(picked.day)}/${two(picked.month)}/${picked.year} ${formatBrasilia(far).time}`);
    // Escape closes the calendar, not the dialog.
    await page.keyboard.press('Escape');
    await use.waitFor({ state: 'hidden' });
    await field.waitFor();
    const moved = far + 90 * MINUTE;
    await field.fill(formatBrasiliaDateTime(moved));
    await dialog.getByRole('button', { name: 'Salvar novo horário' }).click();
    const movedText = formatBrasilia(moved);
    await toast(page, `Artigo agendado para ${movedText.date} às ${movedText.time}`).waitFor();
    const rescheduled = (await db.doc(`articles/${farId}`).get()).data()!;
    expect((rescheduled.scheduledFor as Timestamp).toMillis()).toBe(moved);
    expect(rescheduled.version).toBe(2);
    const revisions = await db.collection(`articles/${farId}/revisions`).where('kind', '==', 'schedule').get();
    expect(revisions.docs.map((d) => d.get('version'))).toEqual([2]);
    await expect.poll(async () => (await heldFor(farId)).map((n) => n.split('-').pop()), POLL).toEqual([String(moved)]);
    await farRow.getByText(`${movedText.date} às ${movedText.time}`).waitFor();

    // 'Cancelar agendamento': back to a draft (with its body); the task goes.
    const soonRow = page.getByTestId('scheduled-row').filter({ hasText: soonTitle });
    await soonRow.getByRole('button', { name: 'Cancelar agendamento' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancelar agendamento' });
    await confirm.getByText(`O artigo "${soonTitle}" não será publicado.`).waitFor();
    await confirm.getByRole('button', { name: 'Cancelar agendamento' }).click();
    await toast(page, `"${soonTitle}" voltou a ser um rascunho.`).waitFor();
    await soonRow.waitFor({ state: 'detached' });
    const cancelled = (await db.doc(`articles/${soonId}`).get()).data()!;
    expect(cancelled).toMatchObject({ status: 'draft', scheduledFor: null, version: 2 });
    expect((await db.doc(`articleContents/${soonId}`).get()).get('status')).toBe('draft');
    await expect.poll(() => heldFor(soonId), POLL).toEqual([]);

    // Deleting a scheduled article (the article list's 'Excluir') cancels its task too.
    await page.goto(url('/admin/articles'));
    await page.getByRole('tab', { name: /Agendados/ }).click();
    await page
      .getByTestId('article-row')
      .filter({ hasText: farTitle })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await toast(page, `Artigo "${farTitle}" excluído com sucesso`).waitFor();
    await expect.poll(() => heldFor(farId), POLL).toEqual([]);
    await context.close();
  }, 240_000);

  it('empty, loading and error states; staff only', async () => {
    const { context, page } = await newPage(browser, 'schedules states');
    await signIn(page, 'editor');
    // The lists' queries: held back a moment (loading), refused (error), or let through.
    let mode: 'hold' | 'fail' | 'pass' = 'hold';
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/documents:runQuery*', async (route) => {
      if (mode === 'fail') return route.abort();
      if (mode === 'hold') await held;
      return route.fallback();
    });
    await page.goto(url('/admin/schedules'));
    await page.getByRole('heading', { name: 'Próximas publicações' }).waitFor();
    expect(await page.locator('.mantine-Skeleton-root').count()).toBeGreaterThan(0);
    await shot(page, 'schedules-loading');
    mode = 'pass';
    release();
    // Empty (no other test leaves a scheduled article behind).
    await page
      .getByText("Nenhum artigo agendado. No editor, escolha o status 'Agendado' e o horário de publicação.")
      .waitFor();
    await shot(page, 'schedules-empty');

    // Error: the reads fail; the screen says so and offers to try again.
    mode = 'fail';
    await page.reload();
    await page.getByText('Não foi possível carregar os agendamentos.').waitFor({ timeout: 30_000 });
    await page.getByText('Não foi possível carregar as publicações.').waitFor();
    await shot(page, 'schedules-error');
    mode = 'pass';
    await page.getByRole('button', { name: 'Tentar novamente' }).first().click();
    await page
      .getByText("Nenhum artigo agendado. No editor, escolha o status 'Agendado' e o horário de publicação.")
      .waitFor();
    await context.close();

    // A contributor does not see it in the sidebar, gets 'Sem permissão' at its address, and the
    // screen's queries (upcoming by scheduledFor, publications) are never sent.
    const contributor = await newPage(browser, 'schedules contributor');
    const sent: string[] = [];
    contributor.page.on('request', (request) => {
      if (request.url().includes('/documents:run')) sent.push(request.postData() ?? '');
    });
    await signIn(contributor.page, 'colaborador');
    await contributor.page.goto(url('/admin/dashboard'));
    const nav = contributor.page.getByRole('navigation', { name: 'Seções do painel' });
    await nav.getByRole('link', { name: 'Notícias' }).waitFor();
    await expect(nav.getByRole('link', { name: 'Agendamentos' }).count()).resolves.toBe(0);
    await contributor.page.goto(url('/admin/schedules'));
    await contributor.page.getByRole('heading', { name: 'Sem permissão' }).waitFor();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((body) => body.includes('scheduledFor') || body.includes('"publications"'))).toEqual([]);
    await contributor.context.close();

    // A reader is sent away from the admin area.
    const reader = await newPage(browser, 'schedules reader');
    await signIn(reader.page, 'leitor');
    await reader.page.goto(url('/admin/schedules'));
    await reader.page.getByRole('heading', { name: 'Acesso Restrito' }).waitFor();
    await reader.context.close();
  }, 180_000);
});
