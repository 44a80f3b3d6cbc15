// The article editor end to end, in Chromium against the whole stack: an editor writes and publishes
// an article that a visitor then reads; edits and slug changes reach the reader; the unsaved-changes
// guard; autosave (browser and server) survives a reload; revisions restore; a failed save keeps the
// form; a duplicate slug is refused on its field.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { workerBrowser, stack } from './support/browser.js';
import { choose, newPage, POLL, signIn, toast, unique, url } from './support/staff.js';

let browser: Browser;
let admin: App;
let db: Firestore;
const timings: Record<string, number[]> = { saveMs: [], autosaveMs: [] };

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  admin = initializeApp({ projectId: stack.projectId }, `editor-e2e-${randomUUID()}`);
  db = getFirestore(admin);
  browser = await workerBrowser();
});

afterAll(async () => {
  const avg = (xs: number[]) => (xs.length ? Math.round(xs.reduce((a, b) => a + b, 0) / xs.length) : NaN);
  console.log(
    `[editor e2e] save latency (click → 'Salvo com sucesso!') avg ${avg(timings.saveMs!)} ms over ${timings.saveMs!.length}: ${timings.saveMs!.join(', ')}; ` +
      `server autosave (last keystroke → draft stored) avg ${avg(timings.autosaveMs!)} ms: ${timings.autosaveMs!.join(', ')}`,
  );
  await browser?.close();
  if (admin) await deleteApp(admin);
});

const editorBody = (page: Page) => page.locator('.ProseMirror').first();

async function fillNewArticle(page: Page, title: string, body: string, options: { publish?: boolean } = {}) {
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
  await page.getByLabel('Resumo', { exact: true }).fill(`Resumo de ${title}`);
  await editorBody(page).click();
  await page.keyboard.type(body);
  await choose(page, 'Categoria', 'Saúde');
  await page.getByLabel('Tags', { exact: true }).fill(' Saúde , ,Teste E2E ');
  if (options.publish) await choose(page, 'Status', 'Publicado');
}

/** Clicks 'Salvar Artigo' and waits for the success banner; records the latency. */
async function saveAndWait(page: Page, toastText: string) {
  const started = Date.now();
  await page.getByRole('button', { name: 'Salvar Artigo' }).click();
  await page.getByText('Salvo com sucesso!', { exact: true }).waitFor();
  timings.saveMs!.push(Date.now() - started);
  await page.getByText('O artigo foi salvo com sucesso e será redirecionado em breve.').waitFor();
  await toast(page, toastText).waitFor();
  await expect(page.getByRole('button', { name: 'Salvo com Sucesso!' }).isDisabled()).resolves.toBe(true);
  await page.waitForURL(url('/admin/articles'));
}

async function articleBySlug(slug: string) {
  const snap = await db.collection('articles').where('slug', '==', slug).limit(1).get();
  return snap.docs[0];
}

/** Creates and publishes an article through the editor; returns its slug and id. */
async function publishThroughEditor(page: Page, title: string, body: string) {
  await page.goto(url('/admin/articles/new'));
  await page.getByRole('heading', { name: 'Novo Artigo' }).waitFor();
  await fillNewArticle(page, title, body, { publish: true });
  await saveAndWait(page, 'Artigo criado com sucesso');
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
  const doc = await articleBySlug(slug);
  expect(doc, `article with slug ${slug}`).toBeDefined();
  return { slug, id: doc!.id };
}

async function visitorSees(path: string, text: string) {
  const { context, page } = await newPage(browser, 'visitor');
  await page.goto(url(path));
  await page.getByText(text).first().waitFor();
  return { context, page };
}

describe('article editor', () => {
  it('an editor creates and publishes an article; a visitor reads it at /artigo/{slug} and on the home page', async () => {
    const { context, page } = await newPage(browser, 'editor create');
    await signIn(page, 'editor');
    await page.goto(url('/admin/dashboard'));
    await page.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: 'Notícias' }).click();
    await page.getByRole('link', { name: 'Novo Artigo' }).click();
    await page.waitForURL(url('/admin/articles/new'));
    const title = unique('Vacinação nas escolas');
    await fillNewArticle(page, title, 'Corpo escrito no editor rico.', { publish: true });
    await saveAndWait(page, 'Artigo criado com sucesso');

    const slug = (await db.collection('articles').where('title', '==', title).get()).docs[0]!.get('slug') as string;
    const stored = await articleBySlug(slug);
    expect(stored!.get('status')).toBe('published');
    expect(stored!.get('tags')).toEqual(['Saúde', 'Teste E2E']);
    expect(stored!.get('publishedAt')).toBeTruthy();
    const body = await db.collection('articleContents').doc(stored!.id).get();
    expect(body.get('content')).toBe('<p>Corpo escrito no editor rico.</p>');
    // The save wrote a draft; the publish step made it public, each with its revision.
    const revisions = (await db.collection('articles').doc(stored!.id).collection('revisions').get()).docs;
    expect(revisions.map((r) => `${r.get('kind')} v${r.get('version')} ${r.get('form.status')}`).sort()).toEqual([
      'publish v2 published',
      'save v1 draft',
    ]);
    expect(revisions.find((r) => r.get('kind') === 'publish')!.get('savedBy')).toBe(stored!.get('authorId'));
    expect(stored!.get('version')).toBe(2);

    const reader = await visitorSees(`/artigo/${slug}`, title);
    await reader.page.getByText('Corpo escrito no editor rico.').filter({ visible: true }).first().waitFor();
    // The home page reads public/home, which the article trigger rebuilds after the save: on a loaded
    // machine its first run (a cold function) can land after the visit, so the visitor reloads.
    await expect
      .poll(
        async () => {
          await reader.page.goto(url('/'));
          await reader.page.getByRole('heading', { name: 'Últimos Artigos' }).waitFor();
          return reader.page.getByText(title).count();
        },
        { timeout: 90_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    await reader.context.close();
    await context.close();
  }, 180_000);

  it('editing the title shows on the reader; a slug change sends the old URL to the new one', async () => {
    const { context, page } = await newPage(browser, 'editor edit');
    await signIn(page, 'editor');
    const title = unique('Mutirão de saúde');
    const { slug, id } = await publishThroughEditor(page, title, 'Texto original.');

    await page.goto(url(`/admin/articles/edit/${id}`));
    await page.getByRole('heading', { name: 'Editar Artigo' }).waitFor();
    const edited = `${title} revisado`;
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(edited);
    await page.getByLabel('Meta título', { exact: true }).fill('Mutirão de saúde: o que saber antes de ir');
    await saveAndWait(page, 'Artigo atualizado com sucesso');
    const reader = await visitorSees(`/artigo/${slug}`, edited);
    // The app takes the title over once it has read the article (its meta title included): seconds on a loaded machine.
    await expect
      .poll(() => reader.page.title(), { timeout: 30_000, interval: 500 })
      .toContain('Mutirão de saúde: o que saber antes de ir');
    await reader.context.close();

    await page.goto(url(`/admin/articles/edit/${id}`));
    const newSlug = `${slug}-novo`;
    await page.getByLabel('Slug', { exact: true }).fill(newSlug);
    await saveAndWait(page, 'Artigo atualizado com sucesso');
    expect((await db.collection('slugRedirects').doc(slug).get()).data()).toEqual({ articleId: id });
    expect((await db.collection('slugs').doc(slug).get()).exists).toBe(false);
    const redirected = await visitorSees(`/artigo/${slug}`, edited);
    await redirected.page.waitForURL(url(`/artigo/${newSlug}`));
    await redirected.context.close();
    await context.close();
  });

  it('the unsaved-changes modal: Cancelar stays, Sair sem salvar leaves', async () => {
    const { context, page } = await newPage(browser, 'editor guard');
    await signIn(page, 'editor');
    await page.goto(url('/admin/articles/new'));
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill('Texto que ainda não foi salvo');
    const nav = page.getByRole('navigation', { name: 'Seções do painel' });
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterações não salvas' });
    await dialog.getByText('Você tem alterações não salvas neste artigo. Deseja sair sem salvar?').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(url('/admin/articles/new'));
    await expect(page.getByRole('textbox', { name: 'Título', exact: true }).inputValue()).resolves.toBe(
      'Texto que ainda não foi salvo',
    );
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.getByRole('button', { name: 'Sair sem salvar' }).click();
    await page.waitForURL(url('/admin/articles'));
    await context.close();
  });

  it('the browser back button asks too: Cancelar stays on the editor, Sair sem salvar goes back', async () => {
    const { context, page } = await newPage(browser, 'editor guard back');
    await signIn(page, 'editor');
    await page.goto(url('/admin/articles'));
    await page.getByRole('link', { name: 'Novo Artigo' }).click();
    await page.waitForURL(url('/admin/articles/new'));
    const title = page.getByRole('textbox', { name: 'Título', exact: true });
    await title.fill('Rascunho que o botão voltar não pode perder');
    const dialog = page.getByRole('dialog', { name: 'Alterações não salvas' });

    await page.evaluate(() => window.history.back());
    await dialog.getByText('Você tem alterações não salvas neste artigo. Deseja sair sem salvar?').waitFor();
    expect(page.url()).toBe(url('/admin/articles/new'));
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(url('/admin/articles/new'));
    expect(await title.inputValue()).toBe('Rascunho que o botão voltar não pode perder');

    await page.evaluate(() => window.history.back());
    await dialog.getByRole('button', { name: 'Sair sem salvar' }).click();
    await page.waitForURL(url('/admin/articles'));
    await page.getByRole('link', { name: 'Novo Artigo' }).waitFor();
    await context.close();
  });

  it('autosave: a reload restores the text; another browser is offered the server draft; the public article is untouched', async () => {
    const { context, page } = await newPage(browser, 'editor autosave');
    await signIn(page, 'editor');
    const title = unique('Campanha de inverno');
    const { slug, id } = await publishThroughEditor(page, title, 'Versão publicada.');
    await page.goto(url(`/admin/articles/edit/${id}`));
    await editorBody(page).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Parágrafo novo autosalvo.');
    const typed = Date.now();
    await page.getByText(/Rascunho salvo automaticamente às/).waitFor();
    timings.autosaveMs!.push(Date.now() - typed);
    // One draft per article and person, based on the version the editor loaded.
    const draft = await db.doc(`articleDrafts/${id}/people/seed-editor`).get();
    expect(draft.get('form.content')).toContain('Parágrafo novo autosalvo.');
    // (A publication is two versions: the save, then the publish step.)
    expect(draft.get('baseVersion')).toBe(2);
    expect((await db.collection('articles').doc(id).get()).get('version')).toBe(2);
    // The public body did not change.
    expect((await db.collection('articleContents').doc(id).get()).get('content')).toBe('<p>Versão publicada.</p>');

    await page.reload();
    await page.getByText('Alterações não salvas encontradas').waitFor();
    await page.getByRole('button', { name: 'Restaurar versão' }).click();
    await editorBody(page).getByText('Parágrafo novo autosalvo.').waitFor();

    const other = await newPage(browser, 'editor other browser');
    await signIn(other.page, 'editor');
    await other.page.goto(url(`/admin/articles/edit/${id}`));
    // The first browser still holds the edit lease: the second one asks before editing.
    await other.page.getByText(/está editando este artigo/).waitFor();
    await other.page.getByRole('button', { name: 'Assumir edição' }).click();
    await other.page.getByText(/salva automaticamente no servidor/).waitFor();
    await other.page.getByRole('button', { name: 'Restaurar versão' }).click();
    await editorBody(other.page).getByText('Parágrafo novo autosalvo.').waitFor();
    await other.context.close();

    const reader = await visitorSees(`/artigo/${slug}`, 'Versão publicada.');
    await expect(reader.page.getByText('Parágrafo novo autosalvo.').count()).resolves.toBe(0);
    await reader.context.close();
    await context.close();
  });

  it('Histórico restores an earlier revision into the form', async () => {
    const { context, page } = await newPage(browser, 'editor history');
    await signIn(page, 'editor');
    const title = unique('Horário das UBS');
    const { id } = await publishThroughEditor(page, title, 'Primeira versão.');
    await page.goto(url(`/admin/articles/edit/${id}`));
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(`${title} (atualizado)`);
    await saveAndWait(page, 'Artigo atualizado com sucesso');

    await page.goto(url(`/admin/articles/edit/${id}`));
    await page.getByRole('button', { name: 'Histórico' }).click();
    const drawer = page.getByRole('dialog', { name: 'Histórico' });
    // The update, the publication (the publish step's revision) and the first save, newest first.
    await expect.poll(() => drawer.getByTestId('revision').count()).toBe(3);
    await drawer.getByTestId('revision').nth(1).getByText('Publicação').waitFor();
    await drawer.getByTestId('revision').nth(1).getByRole('button', { name: 'Restaurar' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Título', exact: true }).inputValue()).toBe(title);
    await toast(page, 'Revisão restaurada').waitFor();
    await saveAndWait(page, 'Artigo atualizado com sucesso');
    expect((await db.collection('articles').doc(id).get()).get('title')).toBe(title);
    await context.close();
  });

  it('a failed save (network cut) keeps the form and shows Erro ao salvar; a duplicate slug is refused on its field', async () => {
    const { context, page } = await newPage(browser, 'editor failure');
    await signIn(page, 'editor');
    await page.goto(url('/admin/articles/new'));
    const title = unique('Artigo que não salva');
    await fillNewArticle(page, title, 'Nada disto pode se perder.');
    await page.route(/documents:commit/, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Salvar Artigo' }).click();
    await page.getByText('Erro ao salvar', { exact: true }).waitFor();
    await page.getByText('Ocorreu um erro ao salvar o artigo. Por favor, tente novamente.').waitFor();
    await expect(page.getByRole('textbox', { name: 'Título', exact: true }).inputValue()).resolves.toBe(title);
    await editorBody(page).getByText('Nada disto pode se perder.').waitFor();
    expect(page.url()).toBe(url('/admin/articles/new'));
    await page.unroute(/documents:commit/);

    // Empty title: the spec's message, nothing sent.
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill('');
    await page.getByRole('button', { name: 'Salvar Artigo' }).click();
    await page.getByText('O título é obrigatório').first().waitFor();

    const taken = (await db.collection('articles').where('status', '==', 'published').limit(1).get()).docs[0]!;
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    await page.getByLabel('Slug', { exact: true }).fill(taken.get('slug') as string);
    await page.getByRole('button', { name: 'Salvar Artigo' }).click();
    await page.getByText('Este slug já está em uso por outro artigo. Escolha outro.').first().waitFor();
    await expect(page.getByRole('textbox', { name: 'Título', exact: true }).inputValue()).resolves.toBe(title);
    await context.close();
  });

  it('widgets and unknown HTML survive the rich view and the HTML toggle', async () => {
    const bodies = await db.collection('articleContents').get();
    const withTabs = bodies.docs.find((d) => String(d.get('content')).includes('class="tabs"'))!;
    const original = String(withTabs.get('content'));
    const count = (html: string, needle: string) => html.split(needle).length - 1;
    const marker = randomUUID().slice(0, 6);

    const { context, page } = await newPage(browser, 'editor widgets');
    await signIn(page, 'editor');
    await page.goto(url(`/admin/articles/edit/${withTabs.id}`));
    await page.getByText('Bloco HTML preservado (edite no modo HTML)').first().waitFor();
    await page.locator('.ProseMirror > p').first().click();
    await page.keyboard.press('End');
    await page.keyboard.type(` Frase nova ${marker}.`);

    await page.getByRole('button', { name: 'HTML', exact: true }).click();
    const source = page.getByRole('textbox', { name: 'Código HTML do conteúdo' });
    await expect(source.inputValue()).resolves.toContain('class="tab-list"');
    await source.press('Control+End');
    await source.pressSequentially(`<p>Parágrafo via HTML ${marker}</p>`);
    await page.getByRole('button', { name: 'HTML', exact: true }).click();
    await editorBody(page).getByText(`Parágrafo via HTML ${marker}`).waitFor();
    await saveAndWait(page, 'Artigo atualizado com sucesso');

    const stored = String((await db.collection('articleContents').doc(withTabs.id).get()).get('content'));
    expect(stored).toContain(` Frase nova ${marker}.`);
    expect(stored).toContain(`<p>Parágrafo via HTML ${marker}</p>`);
    for (const needle of [
      'class="tabs"',
      'class="tab-list"',
      'role="tab"',
      'aria-controls=',
      'class="tab-content"',
      '<pre><code class="language-',
    ]) {
      expect(count(stored, needle), needle).toBe(count(original, needle));
    }
    // Every tab block comes back byte for byte.
    const tabsBlock = /<div class="tabs">[\s\S]*?<\/div>\s*<\/div>\s*<\/div>/.exec(original)?.[0];
    if (tabsBlock) expect(stored).toContain(tabsBlock);
    await context.close();
  });

  it('news search prefill: location.state.prefill fills the new-article form', async () => {
    const { context, page } = await newPage(browser, 'editor prefill');
    await signIn(page, 'editor');
    await page.goto(url('/admin/dashboard'));
    // What the news search screen does: navigate('/admin/articles/new', { state: { prefill } }).
    await page.evaluate(() => {
      const prefill = {
        title: 'Título vindo das notícias',
        excerpt: 'Resumo vindo das notícias',
        content: '<h2>Seção</h2><p>Texto gerado.</p>',
      };
      window.history.pushState({ usr: { prefill }, key: 'prefill', idx: 1 }, '', '/admin/articles/new');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await page.getByRole('heading', { name: 'Novo Artigo' }).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Título', exact: true }).inputValue())
      .toBe('Título vindo das notícias');
    await expect(page.getByLabel('Resumo', { exact: true }).inputValue()).resolves.toBe('Resumo vindo das notícias');
    await editorBody(page).getByRole('heading', { name: 'Seção' }).waitFor();
    await editorBody(page).getByText('Texto gerado.').waitFor();
    await context.close();
  });

  it('a new, never saved article comes back after a reload (browser snapshot), behind the leave prompt', async () => {
    const { context, page } = await newPage(browser, 'editor new snapshot');
    await signIn(page, 'editor');
    await page.goto(url('/admin/articles/new'));
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill('Rascunho que sobreviveu ao recarregamento');
    await editorBody(page).click();
    await page.keyboard.type('Texto digitado antes do recarregamento.');
    // The browser snapshot is written ~1 s after the last change: wait for it, not for a fixed time.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('pauta-editor-snapshot:new') ?? ''), POLL)
      .toContain('Texto digitado antes do recarregamento.');
    const dialogs: string[] = [];
    page.on('dialog', (d) => dialogs.push(d.type()));
    await page.reload();
    expect(dialogs).toContain('beforeunload');
    await page.getByText('Alterações não salvas encontradas').waitFor();
    await page.getByText(/salva neste navegador/).waitFor();
    await page.getByRole('button', { name: 'Restaurar versão' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Título', exact: true }).inputValue())
      .toBe('Rascunho que sobreviveu ao recarregamento');
    await editorBody(page).getByText('Texto digitado antes do recarregamento.').waitFor();
    await context.close();
  });

  it('SEO panel counters, advice and previews; Gerar com IA and Sugestões de Tópicos', async () => {
    const { context, page } = await newPage(browser, 'editor seo');
    await signIn(page, 'editor');
    await page.goto(url('/admin/articles/new'));
    await page.getByRole('tab', { name: 'Configurações SEO' }).waitFor();
    await page.getByText('0/60', { exact: true }).waitFor();
    await page.getByText('0/160', { exact: true }).waitFor();
    await page.getByLabel('Meta título', { exact: true }).fill('Curto');
    await page.getByText('5/60 · Recomendado: pelo menos 30 caracteres').waitFor();
    await page.getByLabel('Meta título', { exact: true }).fill('Um título de busca com tamanho certo');
    await page.getByText('36/60', { exact: true }).waitFor();
    const long = 'Descrição longa '.repeat(12).trim();
    await page.getByLabel('Meta descrição', { exact: true }).fill(long);
    await page.getByText(`${long.length}/160 · Recomendado: máximo de 160 caracteres`).waitFor();
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect(page.getByTestId('seo-preview-description').innerText()).resolves.toBe(`${long.slice(0, 157)}...`);
    await page.getByText('/artigo/exemplo-url').waitFor();
    await page
      .getByRole('group', { name: 'Prévia do cartão social' })
      .getByText('Um título de busca com tamanho certo')
      .waitFor();

    await page.getByRole('button', { name: 'Gerar com IA' }).click();
    await toast(page, 'Por favor, insira um título ou tópico para gerar o conteúdo').waitFor();
    await page.getByRole('button', { name: 'Sugestões de Tópicos' }).click();
    await page.getByRole('button', { name: 'Criptomoedas e regulação' }).click();
    await expect(page.getByRole('textbox', { name: 'Título', exact: true }).inputValue()).resolves.toBe(
      'Criptomoedas e regulação',
    );
    await page.getByRole('button', { name: 'Gerar com IA' }).click();
    await toast(page, 'Conteúdo gerado com sucesso').waitFor();
    await editorBody(page).getByRole('heading', { name: 'Regras e riscos' }).waitFor();
    const text = await editorBody(page).innerText();
    expect(text.replace('Criptomoedas e regulação', '')).not.toMatch(/\d/);
    await context.close();
  });

  it('revisions: a save keeps only the newest 25', async () => {
    const { context, page } = await newPage(browser, 'editor revisions cap');
    await signIn(page, 'editor');
    const title = unique('Revisões em excesso');
    const { id } = await publishThroughEditor(page, title, 'Texto.');
    const revisions = db.collection('articles').doc(id).collection('revisions');
    const [first] = (await revisions.get()).docs;
    const batch = db.batch();
    for (let i = 0; i < 30; i++) {
      batch.set(revisions.doc(`antiga-${String(i).padStart(2, '0')}`), {
        ...first!.data(),
        savedAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
      });
    }
    await batch.commit();
    // The save and the publication, plus the 30.
    expect((await revisions.count().get()).data().count).toBe(32);

    await page.goto(url(`/admin/articles/edit/${id}`));
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(`${title} (v2)`);
    await saveAndWait(page, 'Artigo atualizado com sucesso');
    const kept = await revisions.orderBy('savedAt', 'desc').get();
    expect(kept.size).toBe(25);
    expect(kept.docs[0]!.get('form.title')).toBe(`${title} (v2)`);
    expect(kept.docs.some((d) => d.id === 'antiga-00')).toBe(false);
    expect(kept.docs.some((d) => d.id === 'antiga-29')).toBe(true);
    await context.close();
  });
});
