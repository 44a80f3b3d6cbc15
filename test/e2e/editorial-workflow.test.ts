// The editorial workflow end to end, in Chromium against the whole stack: a headline saved as a
// pauta in /admin/trends, worked in Posts Gerados (empty, loading, error and full; duplicates
// flagged; 'Descartar' with 'Desfazer'), made into an article that goes to review, comes back with
// changes asked, is approved and published by another person; a preview link read in a fresh
// browser without signing in, then sent to the article once it is published; and a contributor who
// writes and asks for review but cannot publish, nor open the staff's screens.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { workerBrowser, stack } from './support/browser.js';
import {
  choose,
  newPage,
  POLL,
  seedAccount,
  seriousViolations,
  signIn,
  toast,
  unique,
  url,
  type SeedAccount,
} from './support/staff.js';

let browser: Browser;
let admin: App;
let db: Firestore;
let carla: SeedAccount; // admin
let rafael: SeedAccount; // editor
let bianca: SeedAccount; // contributor
const SCREENSHOTS = process.env.PAUTA_SCREENSHOTS_DIR;

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  admin = initializeApp({ projectId: stack.projectId }, `workflow-e2e-${randomUUID()}`);
  db = getFirestore(admin);
  browser = await workerBrowser();
  [carla, rafael, bianca] = await Promise.all([
    seedAccount('admin'),
    seedAccount('editor'),
    seedAccount('colaborador'),
  ]);
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  if (admin) await deleteApp(admin);
});

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Seções do painel' });
const pautaCard = (page: Page, headline: string) => page.getByTestId('pauta').filter({ hasText: headline });
const titleField = (page: Page) => page.getByRole('textbox', { name: 'Título', exact: true });
const reviewNote = (page: Page) => page.getByLabel('Nota para a revisão (opcional)');

/** On /admin/trends: 'Gerar conteúdo' on the first headline; returns the headline. */
async function generateFirstHeadline(page: Page): Promise<string> {
  await page.goto(url('/admin/trends'));
  const first = page.getByTestId('news-item').first();
  const headline = await first.getByTestId('news-title').innerText();
  await first.getByRole('button', { name: 'Gerar conteúdo' }).click();
  await page.getByRole('heading', { name: 'Conteúdo Gerado' }).waitFor();
  return headline;
}

async function savePautaFromTrends(page: Page): Promise<string> {
  const headline = await generateFirstHeadline(page);
  await page.getByRole('button', { name: 'Salvar como pauta' }).click();
  await page.getByRole('button', { name: 'Pauta salva' }).waitFor();
  return headline;
}

/** Opens the editor of a stored article; takes the lease if the previous person's tab still holds it. */
async function openEditor(page: Page, id: string) {
  await page.goto(url(`/admin/articles/edit/${id}`));
  await openedEditor(page);
}

/**
 * Opens it from the article list the page is on, with the row's 'Editar' as a person would: the app
 * stays loaded (reloading it took 2.4–3.2 s of each opening, a third of the journey). Only where the
 * tab did not just close this article's editor (that editor's lease release would still be on its way).
 */
async function openFromList(page: Page, id: string) {
  await page.waitForURL((address) => address.pathname === '/admin/articles');
  const row = page.getByTestId('article-row').filter({ has: page.locator(`a[href="/admin/articles/edit/${id}"]`) });
  await row.getByRole('link', { name: 'Editar' }).click();
  await page.waitForURL(url(`/admin/articles/edit/${id}`));
  await openedEditor(page);
}

/**
 * Waits for the opened editor to be editable, taking the lease while the previous person's closing
 * editor still holds it. That notice can go away by itself a moment later (the release lands and the
 * editor takes the lease), so a click that finds the button gone is not a failure: editable is.
 */
async function openedEditor(page: Page) {
  await page.getByRole('heading', { name: 'Editar Artigo' }).waitFor();
  const take = page.getByRole('button', { name: 'Assumir edição' });
  await titleField(page).waitFor();
  await expect
    .poll(async () => {
      if (await titleField(page).isEditable()) return true;
      if (await take.isVisible()) await take.click({ timeout: 2_000 }).catch(() => undefined);
      return titleField(page).isEditable();
    }, POLL)
    .toBe(true);
}

async function reviewAction(page: Page, action: string, note: string, toastText: string) {
  if (note) await reviewNote(page).fill(note);
  await page.getByRole('button', { name: action, exact: true }).click();
  await toast(page, toastText).waitFor();
  await page.waitForURL(url('/admin/articles'));
}

const articleOf = async (id: string) => (await db.doc(`articles/${id}`).get()).data()!;

describe('Posts Gerados', () => {
  it('empty, loading, error and full; a repeated source flagged; Descartar with Desfazer, Restaurar; the person responsible', async () => {
    expect((await db.collection('generatedPosts').count().get()).data().count).toBe(0);
    const { page } = await newPage(browser, 'posts gerados');
    await signIn(page, 'editor');
    await page.goto(url('/admin/dashboard'));

    // Empty: the way to make one.
    await sidebar(page).getByRole('link', { name: 'Posts Gerados' }).click();
    await page.waitForURL(url('/admin/generated-posts'));
    await page.getByRole('heading', { name: 'Posts Gerados' }).waitFor();
    await page.getByText('Nenhuma pauta nova.').waitFor();
    await page.getByText('gere o conteúdo de uma manchete e use “Salvar como pauta”.').waitFor();
    await shot(page, 'posts-gerados-vazio');

    // The same headline saved twice (two visits to Tendências): both flagged.
    const headline = await savePautaFromTrends(page);
    await toast(page, 'A pauta está em Posts Gerados.').waitFor();
    await savePautaFromTrends(page);
    await toast(page, 'Esta notícia já tinha uma pauta: as duas aparecem marcadas em Posts Gerados.').waitFor();
    await page.getByRole('link', { name: 'Ver em Posts Gerados' }).click();
    await page.waitForURL(url('/admin/generated-posts'));
    await expect.poll(() => pautaCard(page, headline).count(), POLL).toBe(2);
    await expect.poll(() => pautaCard(page, headline).getByText('Fonte repetida (2 pautas)').count(), POLL).toBe(2);
    const card = pautaCard(page, headline).first();
    await card.getByText(`Salva por ${rafael.name}`).waitFor();
    await expect(card.getByRole('link').first().getAttribute('target')).resolves.toBe('_blank');
    await card.getByRole('button', { name: 'Ver roteiro' }).click();
    await card.getByText('O fato:').waitFor();
    await page.getByRole('tab', { name: /Novas/ }).getByText('2').waitFor();

    // The person responsible.
    await card.getByLabel('Responsável').selectOption({ label: carla.name });
    await toast(page, `${carla.name} cuida desta pauta.`).waitFor();
    await expect
      .poll(async () => (await db.collection('generatedPosts').where('assigneeId', '==', carla.uid).get()).size, POLL)
      .toBe(1);
    await shot(page, 'posts-gerados-cheio');
    expect(await seriousViolations(page)).toEqual([]);

    // Descartar, Desfazer; Descartar again, then Restaurar from Descartadas.
    await pautaCard(page, headline).last().getByRole('button', { name: 'Descartar' }).click();
    await page.getByText(`Pauta “${headline}” descartada.`).waitFor();
    await expect.poll(() => pautaCard(page, headline).count(), POLL).toBe(1);
    await shot(page, 'posts-gerados-descartada');
    await page.getByRole('button', { name: 'Desfazer' }).click();
    await toast(page, 'Pauta restaurada').waitFor();
    await expect.poll(() => pautaCard(page, headline).count(), POLL).toBe(2);
    await pautaCard(page, headline).last().getByRole('button', { name: 'Descartar' }).click();
    await expect.poll(() => pautaCard(page, headline).count(), POLL).toBe(1);
    await page.getByRole('tab', { name: /Descartadas/ }).click();
    await page.waitForURL(url('/admin/generated-posts?aba=descartadas'));
    await pautaCard(page, headline).getByRole('button', { name: 'Restaurar' }).click();
    await page.getByText('Nenhuma pauta descartada.').waitFor();
    const versions = (await db.collection('generatedPosts').get()).docs.map((d) => d.get('version') as number).sort();
    expect(versions).toEqual([2, 5]);

    // Loading (reads held back), then an error (reads refused): the screen says so, nothing breaks.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/documents:runQuery*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('tab', { name: /Novas/ }).click();
    await page.reload();
    await page.getByLabel('Carregando pautas').waitFor();
    await expect(page.getByTestId('pauta-skeleton').count()).resolves.toBe(3);
    await shot(page, 'posts-gerados-carregando');
    release();
    await expect.poll(() => pautaCard(page, headline).count(), POLL).toBe(2);
    await page.unroute('**/documents:runQuery*');
    await page.route('**/documents:runQuery*', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 403, message: 'Missing or insufficient permissions.', status: 'PERMISSION_DENIED' },
        }),
      }),
    );
    await page.reload();
    await page.getByText('Não foi possível carregar as pautas.').waitFor();
    await page.getByRole('button', { name: 'Tentar novamente' }).waitFor();
    await shot(page, 'posts-gerados-erro');
    await page.context().close();
  });
});

describe('the editorial journey', () => {
  it('pauta → Criar Artigo → Enviar para revisão → Pedir alterações → edited → Aprovar → published; the preview link before and after', async () => {
    const author = await newPage(browser, 'journey carla');
    const reviewer = await newPage(browser, 'journey rafael');
    await signIn(author.page, 'admin');
    await signIn(reviewer.page, 'editor');
    const a = author.page;
    const r = reviewer.page;

    // Carla saves a headline as a pauta and makes it into an article from Posts Gerados.
    const headline = await generateFirstHeadline(a);
    await a.getByRole('button', { name: 'Salvar como pauta' }).click();
    await a.getByRole('button', { name: 'Pauta salva' }).waitFor();
    await a.goto(url('/admin/generated-posts'));
    const card = pautaCard(a, headline).first();
    await card.waitFor();
    await card.getByRole('button', { name: 'Criar Artigo' }).click();
    await a.waitForURL(url('/admin/articles/new'));
    await expect.poll(() => titleField(a).inputValue(), POLL).toBe(headline);
    await a.getByText('Artigo a partir de uma pauta').waitFor();
    await a.locator('.ProseMirror').getByText('Roteiro sugerido').waitFor();
    const title = unique(`Apuração: ${headline.slice(0, 60)}`);
    await titleField(a).fill(title);
    await choose(a, 'Categoria', 'Tecnologia');
    await shot(a, 'editor-revisao-novo');
    await reviewAction(
      a,
      'Enviar para revisão',
      'Confira os números da fonte, por favor.',
      'Artigo enviado para revisão',
    );

    const created = (await db.collection('articles').where('title', '==', title).get()).docs[0]!;
    const id = created.id;
    expect(created.data()).toMatchObject({
      status: 'draft',
      version: 1,
      review: { state: 'requested', requestedBy: carla.uid, note: 'Confira os números da fonte, por favor.' },
    });
    const pauta = (await db.collection('generatedPosts').where('articleId', '==', id).get()).docs[0]!;
    expect(pauta.data()).toMatchObject({ status: 'in-production', headline });

    // The pauta is in production and leads to the article; the article leads back to it.
    await a.goto(url('/admin/generated-posts?aba=em-producao'));
    await pautaCard(a, headline).getByRole('link', { name: 'Abrir artigo' }).first().click();
    await a.waitForURL(url(`/admin/articles/edit/${id}`));
    await a.getByText(`Criado a partir da pauta “${headline}”`).waitFor();

    // A preview link, read in a fresh browser without signing in.
    await a.getByRole('button', { name: 'Criar link de prévia' }).click();
    await toast(a, 'Link de prévia criado').waitFor();
    const previewUrl = await a.getByLabel('Link da prévia').inputValue();
    expect(previewUrl).toMatch(/\/previa\/[A-Za-z0-9_-]{22}$/);
    await a.getByTestId('preview-link').first().getByText(`Criado por ${carla.name}`).waitFor();
    await shot(a, 'editor-previa');
    const stranger = await browser.newContext();
    const visitor = await stranger.newPage();
    const opened = await visitor.goto(previewUrl);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['cache-control']).toBe('private, no-store');
    expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await visitor.getByText('Prévia — não publicada').waitFor();
    await visitor.getByRole('heading', { name: title }).waitFor();
    await expect(visitor.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex, nofollow');
    await shot(visitor, 'previa-rascunho');
    // The headers every response carries; the page's own policy (its meta) runs no script and connects nowhere.
    expect(opened?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    const policy = await visitor.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("script-src 'none'");
    expect(policy).toContain("connect-src 'none'");
    // axe is injected as a script, which the page's policy refuses: audited in a context that ignores it.
    const audit = await browser.newContext({ bypassCSP: true });
    const audited = await audit.newPage();
    await audited.goto(previewUrl);
    expect(await seriousViolations(audited)).toEqual([]);
    await audit.close();

    // A second link, valid a day, revoked at once: it answers 410 with a pt-BR page.
    await a.getByLabel('Validade').selectOption({ label: '24 horas' });
    await a.getByRole('button', { name: 'Criar link de prévia' }).click();
    await expect.poll(() => a.getByLabel('Link da prévia').inputValue(), POLL).not.toBe(previewUrl);
    const revokedUrl = await a.getByLabel('Link da prévia').inputValue();
    await expect.poll(() => a.getByTestId('preview-link').count(), POLL).toBe(2);
    // The newest link is listed first.
    await a.getByTestId('preview-link').first().getByRole('button', { name: 'Revogar' }).click();
    await toast(a, 'Link de prévia revogado').waitFor();
    await expect.poll(() => a.getByTestId('preview-link').count(), POLL).toBe(1);
    const gone = await visitor.goto(revokedUrl);
    expect(gone?.status()).toBe(410);
    await visitor.getByRole('heading', { name: 'Esta prévia foi revogada' }).waitFor();
    await shot(visitor, 'previa-revogada');
    await a.goto(url('/admin/articles'));

    // Rafael finds it waiting on the dashboard and in 'Em revisão', and asks for changes.
    await r.goto(url('/admin/dashboard'));
    const queue = r.getByRole('region', { name: 'Aguardando revisão' });
    await queue.getByRole('link', { name: title }).waitFor();
    await shot(r, 'dashboard-aguardando-revisao');
    expect(await seriousViolations(r)).toEqual([]);
    await r.goto(url('/admin/articles'));
    await r.getByRole('tab', { name: /Em revisão/ }).click();
    const row = r.getByTestId('article-row').filter({ hasText: title });
    await row.getByTestId('review-badge').getByText('Em revisão').waitFor();
    await shot(r, 'lista-em-revisao');
    expect(await seriousViolations(r)).toEqual([]);
    await openFromList(r, id);
    await r.getByText(`Pedida por ${carla.name}`).waitFor();
    await r.getByTestId('review-note').getByText('Confira os números da fonte, por favor.').waitFor();
    await shot(r, 'editor-revisao-decisao');
    expect(await seriousViolations(r)).toEqual([]);
    await reviewAction(
      r,
      'Pedir alterações',
      'Falta citar a fonte no primeiro parágrafo.',
      'Alterações pedidas ao autor',
    );
    expect((await articleOf(id)).review).toMatchObject({ state: 'changes', by: rafael.uid, version: 2 });

    // Carla sees the note, edits the text and sends it again (saved with the text).
    await openFromList(a, id);
    await a.getByText(`Alterações pedidas por ${rafael.name}`).waitFor();
    await a.getByText('“Falta citar a fonte no primeiro parágrafo.”').waitFor();
    await a.getByLabel('Resumo', { exact: true }).fill('Resumo com a fonte citada.');
    await reviewAction(a, 'Enviar para revisão', '', 'Artigo enviado para revisão');
    expect(await articleOf(id)).toMatchObject({
      excerpt: 'Resumo com a fonte citada.',
      review: { state: 'requested' },
    });

    // Rafael approves, then publishes: 'Publicado' saves the text (unpublished), then the server's
    // publish step makes that version public.
    await openFromList(r, id);
    await reviewAction(r, 'Aprovar', 'Pode publicar.', 'Revisão aprovada');
    await openEditor(r, id);
    await r.getByText(`Aprovado por ${rafael.name}`).waitFor();
    await choose(r, 'Status', 'Publicado');
    await r.getByRole('button', { name: 'Salvar Artigo' }).click();
    await toast(r, 'Artigo atualizado com sucesso').waitFor();
    await r.waitForURL(url('/admin/articles'));
    const published = await articleOf(id);
    expect(published).toMatchObject({
      status: 'published',
      version: 6,
      review: { state: 'approved', by: rafael.uid, version: 4 },
    });
    const publications = (await db.collection('publications').where('articleId', '==', id).get()).docs;
    expect(publications.map((d) => d.data())).toEqual([expect.objectContaining({ via: 'editor', version: 6 })]);

    // Every transition is in the history, with its note, then the save and the publication.
    const revisions = (await db.collection(`articles/${id}/revisions`).orderBy('savedAt').get()).docs;
    expect(revisions.map((d) => [d.get('kind'), d.get('note') ?? '', d.get('version')])).toEqual([
      ['review-requested', 'Confira os números da fonte, por favor.', 1],
      ['review-changes', 'Falta citar a fonte no primeiro parágrafo.', 2],
      ['review-requested', '', 3],
      ['review-approved', 'Pode publicar.', 4],
      ['save', '', 5],
      ['publish', '', 6],
    ]);
    expect(revisions.at(-1)!.get('savedByName')).toBe(rafael.name);
    await openEditor(r, id);
    await r.getByRole('button', { name: 'Histórico' }).click();
    const history = r.getByRole('dialog', { name: 'Histórico' });
    await history.getByText('Alterações pedidas').first().waitFor();
    await history.getByText('Publicação', { exact: true }).waitFor();
    await r.getByTestId('revision-note').getByText('“Pode publicar.”').waitFor();
    await shot(r, 'historico-revisao');

    // Publishing changed no text; a later edit does, and the review panel says so.
    await r.keyboard.press('Escape');
    await r.getByLabel('Resumo', { exact: true }).fill('Resumo mudado depois da aprovação.');
    await r.getByRole('button', { name: 'Salvar Artigo' }).click();
    await toast(r, 'Artigo atualizado com sucesso').waitFor();
    await r.waitForURL(url('/admin/articles'));
    await openEditor(r, id);
    await r.getByText('O texto mudou depois da aprovação.').waitFor();

    // The preview link now leads to the article (301); publication revoked it (the other one was by hand).
    const moved = await visitor.goto(previewUrl);
    expect(moved?.request().redirectedFrom()?.url()).toBe(previewUrl);
    expect((await moved?.request().redirectedFrom()?.response())?.status()).toBe(301);
    expect(visitor.url()).toBe(url(`/artigo/${published.slug}`));
    await visitor.getByRole('heading', { name: title }).first().waitFor();
    await expect
      .poll(
        async () =>
          (await db.collection('previewLinks').where('articleId', '==', id).get()).docs
            .map((d) => d.get('revokedReason') as string)
            .sort(),
        POLL,
      )
      .toEqual(['manual', 'published']);
    await stranger.close();
    await author.context.close();
    await reviewer.context.close();
  });
});

describe('a contributor', () => {
  it('sees only their own work and screens, writes a draft and asks for review, and cannot publish', async () => {
    const { page } = await newPage(browser, 'contributor');
    await signIn(page, 'colaborador');
    await page.goto(url('/admin/dashboard'));

    // The sidebar offers only what a contributor may use; staff screens say so.
    await expect
      .poll(() => sidebar(page).getByRole('link').allInnerTexts(), POLL)
      .toEqual(['Dashboard', 'Notícias', 'Biblioteca de Imagens', 'Ir ao Blog']);
    await page.getByRole('region', { name: 'Aguardando revisão' }).waitFor();
    await expect(page.getByText('Visualizações hoje').count()).resolves.toBe(0);
    await shot(page, 'colaborador-dashboard');
    for (const path of [
      '/admin/users',
      '/admin/generated-posts',
      '/admin/schedules',
      '/admin/trends',
      '/admin/settings',
    ]) {
      await page.goto(url(path));
      await page.getByRole('heading', { name: 'Sem permissão' }).waitFor();
    }
    await shot(page, 'colaborador-sem-permissao');

    // The list: their own articles only, no 'Excluir'.
    await page.goto(url('/admin/articles'));
    await page.getByText('Você vê aqui os artigos que escreveu.').waitFor();
    const own = (await db.collection('articles').where('authorId', '==', bianca.uid).get()).size;
    await expect.poll(() => page.getByTestId('article-row').count(), POLL).toBe(own);
    await expect(page.getByRole('button', { name: 'Excluir' }).count()).resolves.toBe(0);

    // A new draft: the status stays 'Rascunho'; 'Enviar para revisão' saves it and asks.
    await page.getByRole('link', { name: 'Novo Artigo' }).click();
    await page.getByRole('heading', { name: 'Novo Artigo' }).waitFor();
    await expect(page.getByLabel('Status', { exact: true }).first().isDisabled()).resolves.toBe(true);
    await page.getByText('Somente editores e administradores agendam e publicam. Envie para revisão.').waitFor();
    const title = unique('Texto da colaboradora');
    await titleField(page).fill(title);
    await choose(page, 'Categoria', 'Saúde');
    await shot(page, 'colaborador-editor');
    expect(await seriousViolations(page)).toEqual([]);
    await reviewAction(
      page,
      'Enviar para revisão',
      'Primeiro texto, aguardo comentários.',
      'Artigo enviado para revisão',
    );
    const mine = (await db.collection('articles').where('title', '==', title).get()).docs[0]!;
    expect(mine.data()).toMatchObject({ status: 'draft', authorId: bianca.uid, review: { state: 'requested' } });
    await page.getByRole('tab', { name: /Em revisão/ }).click();
    await page.getByTestId('article-row').filter({ hasText: title }).waitFor();

    // Someone else's draft does not open for them.
    const notMine = (
      await db.collection('articles').where('authorId', '==', rafael.uid).where('status', '==', 'draft').limit(1).get()
    ).docs[0]!;
    await page.goto(url(`/admin/articles/edit/${notMine.id}`));
    await page.getByText('Não foi possível carregar o artigo.').waitFor();

    // An editor approves and publishes it; the contributor can no longer change it.
    const editor = await newPage(browser, 'contributor reviewer');
    await signIn(editor.page, 'editor');
    await openEditor(editor.page, mine.id);
    await editor.page.getByText(`Pedida por ${bianca.name}`).waitFor();
    await reviewAction(editor.page, 'Aprovar', '', 'Revisão aprovada');
    await openEditor(editor.page, mine.id);
    await choose(editor.page, 'Status', 'Publicado');
    await editor.page.getByRole('button', { name: 'Salvar Artigo' }).click();
    await toast(editor.page, 'Artigo atualizado com sucesso').waitFor();
    expect(await articleOf(mine.id)).toMatchObject({ status: 'published', review: { state: 'approved' } });
    await editor.context.close();
    await page.goto(url(`/admin/articles/edit/${mine.id}`));
    await page.getByText('Este artigo já foi publicado: só editores e administradores podem alterá-lo.').waitFor();
    await expect(titleField(page).isEditable()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: 'Salvar Artigo' }).isDisabled()).resolves.toBe(true);

    // Scheduled by an editor, it is read-only for them too, and says so.
    const asPublished = (await db.doc(`articles/${mine.id}`).get()).data()!;
    await db
      .doc(`articles/${mine.id}`)
      .update({ status: 'scheduled', scheduledFor: Timestamp.fromMillis(Date.now() + 24 * 60 * 60_000) });
    await page.reload();
    await page.getByText('Este artigo já foi agendado: só editores e administradores podem alterá-lo.').waitFor();
    await expect(page.getByLabel('Status', { exact: true }).first().inputValue()).resolves.toBe('Agendado');
    await shot(page, 'colaborador-agendado');
    await expect(page.getByRole('button', { name: 'Salvar Artigo' }).isDisabled()).resolves.toBe(true);
    // Back as it was (no other test expects a scheduled article left behind).
    await db
      .doc(`articles/${mine.id}`)
      .update({ status: asPublished.status, scheduledFor: asPublished.scheduledFor ?? null });
    await page.context().close();
  });
});
