// Reader side end to end, in Chromium against the built web app and Pauta's Firestore emulator:
// home → article → tag → category → topics → not-found, the spec's visible texts, empty states,
// the sanitized and wired article body, the /artigo/{id} → /artigo/{slug} swap, the visitor page,
// and an axe-core check (no serious/critical violations) on home, article, category and topics.
// The test adds its own published articles (unique per run) through the Admin SDK and removes
// them afterwards, so it works on top of whatever demo data the stack was seeded with.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { categoryPath, normalizeTag } from '@pauta/model';
import { workerBrowser, stack } from './support/browser.js';

const UI_TIMEOUT = 20_000;
const run = randomUUID().slice(0, 8);
const AUTHOR_ID = `e2e-autor-${run}`;
const AUTHOR_NAME = 'Beatriz Teste';
const TAG = `Leitura E2E ${run}`;

interface Fixture {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  featured: boolean;
  minutesAgo: number;
  content: string;
}

const BODY = `
<p>Introdução com um <a href="https://example.org/fonte">link externo</a>.</p>
<div class="tabs"><div class="tab-list" role="tablist">
  <button class="tab" role="tab" id="e2e-um-tab" aria-controls="e2e-um-content">Primeira aba</button>
  <button class="tab" role="tab" id="e2e-dois-tab" aria-controls="e2e-dois-content">Segunda aba</button>
</div>
<div class="tab-content" id="e2e-um-content" role="tabpanel"><p>Conteúdo da primeira aba</p></div>
<div class="tab-content" id="e2e-dois-content" role="tabpanel"><p>Conteúdo da segunda aba</p></div></div>
<div class="accordion"><button class="accordion-header">Pergunta frequente</button>
<div class="accordion-content"><p>Resposta escondida</p></div></div>
<pre><code class="language-typescript">const pauta = 'ok';</code></pre>
<img src="x-nao-existe.png" alt="imagem quebrada" onerror="window.__xss = 'img'">
<script>window.__xss = 'script'</script>
<a href="javascript:window.__xss='link'">clique</a>`;

const ARTICLES: Fixture[] = [
  {
    id: `e2eA${run}`,
    slug: `e2e-leitor-destaque-${run}`,
    title: `Como a IA muda a sala de aula ${run}`,
    excerpt: 'Professores contam como usam inteligência artificial no dia a dia.',
    category: 'tecnologia',
    featured: true,
    minutesAgo: -1, // a minute in the future: newest of all, whatever the seed holds
    content: BODY,
  },
  {
    id: `e2eB${run}`,
    slug: `e2e-leitor-segundo-${run}`,
    title: `Startups de educação crescem ${run}`,
    excerpt: 'O mercado de edtechs segue aquecido.',
    category: 'economia',
    featured: false,
    minutesAgo: -0.5, // also ahead of any demo article, so it leads its category's first page
    content: '<p>Texto curto.</p>',
  },
];

let browser: Browser;
let context: BrowserContext;
let admin: App;
let db: Firestore;

async function seedArticles() {
  const batch = db.batch();
  for (const a of ARTICLES) {
    const when = Timestamp.fromMillis(Date.now() - a.minutesAgo * 60_000);
    const tags = [TAG, 'Educação'];
    batch.set(db.doc(`articles/${a.id}`), {
      title: a.title,
      excerpt: a.excerpt,
      imageUrl: '',
      category: a.category,
      categoryPath: categoryPath(a.category),
      featured: a.featured,
      status: 'published',
      tags,
      tagKeys: tags.map(normalizeTag),
      slug: a.slug,
      authorId: AUTHOR_ID,
      authorName: AUTHOR_NAME,
      createdAt: when,
      updatedAt: when,
      publishedAt: when,
    });
    batch.set(db.doc(`articleContents/${a.id}`), {
      content: a.content,
      status: 'published',
      authorId: AUTHOR_ID,
      updatedAt: when,
    });
    batch.set(db.doc(`slugs/${a.slug}`), { articleId: a.id });
  }
  batch.set(db.doc(`publicProfiles/${AUTHOR_ID}`), {
    name: AUTHOR_NAME,
    role: 'editor',
    avatarUrl: null,
    updatedAt: Timestamp.now(),
  });
  await batch.commit();
}

async function removeArticles() {
  const batch = db.batch();
  for (const a of ARTICLES) {
    batch.delete(db.doc(`articles/${a.id}`));
    batch.delete(db.doc(`articleContents/${a.id}`));
    batch.delete(db.doc(`slugs/${a.slug}`));
  }
  batch.delete(db.doc(`publicProfiles/${AUTHOR_ID}`));
  await batch.commit();
}

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Serious or critical axe-core violations of the page once settled (the session resolved to a visitor). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.locator('header').getByText('Entrar').first().waitFor();
  // Evaluated by the test's own channel, not as a <script> of the page (its policy allows none).
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations as AxeViolation[];
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
}

const url = (path: string) => `${stack.webUrl}${path}`;

/** The home reads public/home, which onArticleWritten rebuilds a moment after the write. */
async function homeSnapshotIs(ready: (home: FirebaseFirestore.DocumentData) => boolean, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (ready((await db.doc('public/home').get()).data() ?? {})) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('public/home was not rebuilt by onArticleWritten');
}

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  admin = initializeApp({ projectId: stack.projectId }, `reader-e2e-${run}`);
  db = getFirestore(admin);
  await seedArticles();
  await homeSnapshotIs((home) => home.featured?.id === ARTICLES[0]!.id);
  browser = await workerBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
  context.setDefaultTimeout(UI_TIMEOUT);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  if (db) {
    await removeArticles();
    // The next file on this stack reads the home (rendered-pages takes its featured article from it):
    // leave it without these articles, as it was found.
    await homeSnapshotIs((home) => !ARTICLES.some((a) => JSON.stringify(home).includes(a.id)));
  }
  if (admin) await deleteApp(admin);
});

describe('reader journey', () => {
  let page: Page;
  const requested: string[] = [];
  const [featured, second] = ARTICLES;

  beforeAll(async () => {
    page = await context.newPage();
    page.on('request', (r) => requested.push(r.url()));
  });

  it('home: hero, featured, latest, categories, topics, newsletter', async () => {
    await page.goto(url('/'));
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Em Destaque' }).count()).toBe(1);
    const featuredCard = page.getByTestId('featured-card');
    await featuredCard.getByText(featured.title).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Últimos Artigos' }).waitFor();
    const latest = page.locator('.latest-grid article');
    await latest.first().getByText(featured.title).waitFor();
    expect(await page.getByRole('link', { name: 'Ver todos os artigos →' }).getAttribute('href')).toBe('/artigos');

    await page.getByRole('heading', { level: 2, name: 'Explore por Categoria' }).waitFor();
    const categoryButtons = page.getByRole('group', { name: 'Categorias' }).getByRole('button');
    expect(await categoryButtons.allInnerTexts()).toEqual([
      'Tecnologia',
      'Esportes',
      'Política',
      'Economia',
      'Entretenimento',
      'Saúde',
    ]);
    expect(await page.getByRole('button', { name: 'Tecnologia', pressed: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Economia' }).click();
    await page.locator('section[aria-labelledby="categorias-titulo"]').getByText(second.title).waitFor();

    await page.getByRole('heading', { name: 'Leitura Recomendada' }).waitFor();
    await page.getByRole('heading', { name: 'Tópicos em Alta' }).waitFor();
    expect(await page.getByLabel('Filtrar tópicos por categoria').locator('option').allInnerTexts()).toEqual([
      'Todos',
      'Tecnologia',
      'Negócios',
      'Ciência',
      'Outros',
    ]);

    // The card subscribes for real (test/e2e/newsletter.test.ts follows the mail and the links).
    const newsletter = page.locator('section[aria-labelledby="newsletter-titulo"]');
    await newsletter.getByLabel('Email').fill(`leitor-${run}@example.org`);
    await newsletter.getByRole('button', { name: 'Inscrever-se' }).click();
    await newsletter.getByRole('status').getByText('Confirme sua inscrição').waitFor();
    await newsletter.getByText(`Enviamos um link para leitor-${run}@example.org.`).waitFor();
    expect(await newsletter.getByLabel('Email').inputValue()).toBe('');

    expect(await page.locator('a[href="/sobre"]').count()).toBeGreaterThan(0);
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'Negócios' }).waitFor();
    await footer.getByRole('link', { name: 'Ciência' }).waitFor();
    expect(await footer.locator('a[href="/admin"]').count()).toBe(1);
    await footer.getByText(`© ${new Date().getFullYear()} Pauta`).waitFor();
    // The header shows 'Entrar' to a visitor.
    await page.locator('header').getByText('Entrar').first().waitFor();
    expect(await page.title()).toContain('Pauta');
    expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain('SearchAction');
  });

  it('home has no serious or critical accessibility violations', async () => {
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('article: opens from the latest list with its metadata, sanitized and wired body', async () => {
    await page.locator('.latest-grid').getByRole('link', { name: featured.title }).click();
    await page.waitForURL(url(`/artigo/${featured.slug}`));
    await page.getByRole('heading', { level: 1, name: featured.title }).waitFor();
    await page.getByText(featured.excerpt).waitFor();
    await page.getByText(AUTHOR_NAME).first().waitFor();
    await page.getByRole('link', { name: `#${TAG}` }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(await crumbs.innerText()).toContain('Início');
    expect(await crumbs.innerText()).toContain(featured.title);

    const body = page.getByTestId('article-body');
    await body.getByText('Conteúdo da primeira aba').waitFor();
    // Tabs (wired after 100 ms): first active, the second shows its panel on click.
    await expect.poll(() => body.getByText('Conteúdo da segunda aba').isVisible()).toBe(false);
    await body.getByRole('tab', { name: 'Segunda aba' }).click();
    await body.getByText('Conteúdo da segunda aba').waitFor({ state: 'visible' });
    expect(await body.getByText('Conteúdo da primeira aba').isVisible()).toBe(false);
    // Accordion toggles its panel.
    expect(await body.getByText('Resposta escondida').isVisible()).toBe(false);
    await body.getByRole('button', { name: 'Pergunta frequente' }).click();
    await body.getByText('Resposta escondida').waitFor({ state: 'visible' });
    // Code block label, external link target, nothing executable left.
    expect(await body.locator('.code-language').innerText()).toMatch(/typescript/i);
    const external = body.getByRole('link', { name: 'link externo' });
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await body.locator('script, [onerror]').count()).toBe(0);
    expect(await body.getByText('clique').getAttribute('href')).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();

    expect(await page.title()).toBe(`${featured.title} | Pauta`);
    expect(await page.locator('meta[name="keywords"]').getAttribute('content')).toBe(`${TAG}, Educação`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(url(`/artigo/${featured.slug}`));
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(jsonLd).toMatchObject({
      '@type': 'NewsArticle',
      headline: featured.title,
      author: { name: AUTHOR_NAME },
      articleSection: 'Tecnologia',
    });
  });

  it('article has no serious or critical accessibility violations', async () => {
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('tag: lists the articles of the tag and goes back to topics', async () => {
    await page.getByRole('link', { name: `#${TAG}` }).click();
    await page.waitForURL(url(`/tag/${encodeURIComponent(TAG)}`));
    await page.getByRole('heading', { level: 1, name: `#${TAG}` }).waitFor();
    await page.getByRole('link', { name: featured.title }).waitFor();
    await page.getByRole('link', { name: second.title }).waitFor();
    expect(await page.getByRole('link', { name: 'Voltar para tópicos' }).getAttribute('href')).toBe('/topicos');
    const empty = await page.goto(url(`/tag/${encodeURIComponent(`sem artigos ${run}`)}`));
    expect(empty?.status()).toBe(404);
    await page.getByText('Nenhum artigo encontrado para este tópico.').waitFor();
  });

  it('category: heading from the label, cards, and the empty state with retry; an unknown one is a 404', async () => {
    await page.goto(url('/categoria/tecnologia'));
    await page.getByRole('heading', { level: 1, name: 'Tecnologia' }).waitFor();
    await page.getByRole('link', { name: featured.title }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // A category of the footer's that no seeded article uses.
    await page.goto(url('/categoria/ciencia'));
    await page.getByText('Nenhum artigo encontrado nesta categoria.').waitFor();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.getByText('Nenhum artigo encontrado nesta categoria.').waitFor();
    const unknown = await page.goto(url(`/categoria/vazia-${run}`));
    expect(unknown?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
  });

  it('topics: title, search box, counts and the empty search', async () => {
    await page.goto(url('/topicos'));
    await page.getByRole('heading', { level: 1, name: 'Tópicos em Alta' }).waitFor();
    const search = page.getByPlaceholder('Pesquisar por tópicos...');
    await search.waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="topic-skeleton"]'));
    const rows = page.getByRole('list', { name: 'Tópicos' }).getByRole('listitem');
    for (const text of await rows.allInnerTexts()) expect(text).toMatch(/#.+\n?\s*\d+ artigos?$/);
    expect(await seriousViolations(page)).toEqual([]);
    await search.fill(`  zz-nada-${run}  `);
    await page.getByText('Nenhum tópico encontrado.').waitFor();
  });

  it('the older /artigo/{id} is replaced by /artigo/{slug}', async () => {
    await page.goto(url(`/artigo/${second.id}`));
    await page.waitForURL(url(`/artigo/${second.slug}`));
    await page.getByRole('heading', { level: 1, name: second.title }).waitFor();
    await page.goto(url(`/artigo/id/${second.id}`));
    await page.getByRole('heading', { level: 1, name: second.title }).waitFor();
    expect(page.url()).toBe(url(`/artigo/id/${second.id}`));
  });

  it("a missing article shows 'Artigo não encontrado' (a 404)", async () => {
    const response = await page.goto(url(`/artigo/nao-existe-${run}`));
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Artigo não encontrado' }).waitFor();
    await page.getByText('O artigo que você está procurando não existe ou foi removido.').waitFor();
    expect(await page.getByRole('link', { name: 'Voltar para a página inicial' }).getAttribute('href')).toBe('/');
  });

  it('visitor profile: name, role label and published articles', async () => {
    await page.goto(url(`/visitante/${AUTHOR_ID}`));
    await page.getByRole('heading', { level: 1, name: AUTHOR_NAME }).waitFor();
    expect(await page.getByTestId('visitor-role').innerText()).toBe('Editor');
    const link = page.getByRole('link', { name: featured.title });
    expect(await link.getAttribute('href')).toBe(`/artigo/${featured.id}`);
  });

  it('static pages and all articles', async () => {
    await page.goto(url('/sobre'));
    await page.getByRole('heading', { level: 2, name: 'Nossa missão' }).waitFor();
    await page.goto(url('/termos'));
    await page
      .getByText(/48 horas úteis/)
      .filter({ visible: true })
      .first()
      .waitFor();
    await page
      .getByText(/30 dias/)
      .filter({ visible: true })
      .first()
      .waitFor();
    await page.goto(url('/artigos'));
    await page.getByRole('heading', { level: 1, name: 'Todos os artigos' }).waitFor();
    await page.getByRole('link', { name: featured.title }).waitFor();
  });

  it('not found: any other path is a 404 with the not-found page', async () => {
    for (const path of [`/nao-existe-${run}`, `/nao/existe/${run}`]) {
      const response = await page.goto(url(path));
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    }
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Voltar para a página inicial' }).click();
    await page.waitForURL(url('/'));
  });

  it('scroll: a new page starts at the top; back returns to where the reader was', async () => {
    const reader = await context.newPage();
    await reader.goto(url('/'));
    const link = reader.locator('.latest-grid').getByRole('link', { name: featured.title });
    await link.scrollIntoViewIfNeeded();
    await reader.evaluate(() => window.scrollBy(0, 200));
    expect(await reader.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(200);
    // Where the reader was is what they saw: the link's place in the window, to within a few pixels
    // (a fraction of a line). Under a full run's load it came back 2 px off in 2 of the last 4 full
    // runs (1 px once before); on an idle machine, 0 px in 16 tries, also at 10× CPU. A lost place is
    // hundreds of pixels off.
    const linkTop = async () => (await link.boundingBox())?.y ?? Number.NaN;
    const seen = await linkTop();
    await link.click();
    await reader.waitForURL(url(`/artigo/${featured.slug}`));
    await reader.getByRole('heading', { level: 1, name: featured.title }).waitFor();
    expect(await reader.evaluate(() => window.scrollY)).toBe(0);
    await reader.goBack();
    await reader.waitForURL(url('/'));
    await expect.poll(async () => Math.abs((await linkTop()) - seen)).toBeLessThanOrEqual(4);
    await reader.close();
  });

  it('reader pages never loaded admin or editor code', () => {
    const adminCode = requested.filter((u) => /tiptap|AdminShell|reactfire|ArticleEditor/i.test(u));
    expect(adminCode).toEqual([]);
  });
});
