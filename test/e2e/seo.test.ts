// SEO end to end against the whole stack: /sitemap.xml, /news-sitemap.xml, /rss.xml (site and
// category), /robots.txt fetched from the Hosting emulator (rewrites to the functions), a newly
// published article present and a draft never; RSS autodiscovery on reader pages; /test-sitemap's
// diagnostics; the admin's SEO settings reaching the reader's titles; the manual generator.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { workerBrowser, stack } from './support/browser.js';
import { POLL, functionUrl, newPage, seriousViolations, signIn, toast, url } from './support/staff.js';

const run = randomUUID().slice(0, 8);
const PUBLISHED = {
  id: `seoPub${run}`,
  slug: `seo-publicado-${run}`,
  title: `Feeds & <XML> "aspas" 🚀 ${run}`,
  status: 'published' as const,
};
const DRAFT = {
  id: `seoDraft${run}`,
  slug: `seo-rascunho-${run}`,
  title: `Rascunho secreto ${run}`,
  status: 'draft' as const,
};

let browser: Browser;
let admin: App;
let db: Firestore;
let originalSettings: FirebaseFirestore.DocumentData | undefined;

async function writeArticle(a: typeof PUBLISHED | typeof DRAFT) {
  const now = Timestamp.now();
  const batch = db.batch();
  batch.set(db.doc(`articles/${a.id}`), {
    title: a.title,
    excerpt: 'Resumo curto & direto',
    imageUrl: '',
    category: 'tecnologia',
    categoryPath: '/categoria/tecnologia',
    featured: false,
    status: a.status,
    tags: ['SEO'],
    tagKeys: ['seo'],
    slug: a.slug,
    authorId: 'seed-editor',
    authorName: 'Rafael Souza',
    createdAt: now,
    updatedAt: now,
    publishedAt: a.status === 'published' ? now : null,
  });
  batch.set(db.doc(`articleContents/${a.id}`), {
    content: '<p>Corpo <strong>completo</strong></p><script>alert(1)</script>',
    status: a.status,
    authorId: 'seed-editor',
    updatedAt: now,
  });
  batch.set(db.doc(`slugs/${a.slug}`), { articleId: a.id });
  await batch.commit();
}

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  admin = initializeApp({ projectId: stack.projectId }, `seo-e2e-${randomUUID()}`);
  db = getFirestore(admin);
  originalSettings = (await db.doc('settings/site').get()).data();
  await writeArticle(PUBLISHED);
  await writeArticle(DRAFT);
  browser = await workerBrowser();
});

afterAll(async () => {
  if (db) {
    if (originalSettings) await db.doc('settings/site').set(originalSettings);
    const batch = db.batch();
    for (const a of [PUBLISHED, DRAFT]) {
      batch.delete(db.doc(`articles/${a.id}`));
      batch.delete(db.doc(`articleContents/${a.id}`));
      batch.delete(db.doc(`slugs/${a.slug}`));
    }
    await batch.commit();
  }
  await browser?.close();
  if (admin) await deleteApp(admin);
});

const parser = new XMLParser({ ignoreAttributes: false, isArray: (n) => ['url', 'item', 'category'].includes(n) });

async function getXml(path: string) {
  const res = await fetch(url(path));
  const body = await res.text();
  expect(res.status, `${path}: ${body.slice(0, 200)}`).toBe(200);
  expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(XMLValidator.validate(body)).toBe(true);
  return { res, doc: parser.parse(body), body };
}

describe('sitemap, feeds and robots.txt through Hosting', () => {
  it('/sitemap.xml lists the new article with an absolute URL, never the draft, with the spec’s headers', async () => {
    const { res, doc, body } = await getXml('/sitemap.xml');
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=3600');
    const urls = doc.urlset.url as { loc: string; changefreq: string; priority: number }[];
    const mine = urls.find((u) => u.loc === url(`/artigo/${PUBLISHED.slug}`));
    expect(mine).toMatchObject({ changefreq: 'monthly', priority: 0.6 });
    expect(urls[0]).toMatchObject({ loc: url('/'), changefreq: 'daily', priority: 1 });
    expect(body).not.toContain(DRAFT.slug);
  });

  it('/news-sitemap.xml holds the article published now, not the draft', async () => {
    const { doc, body } = await getXml('/news-sitemap.xml');
    const mine = (doc.urlset.url as { loc: string; 'news:news': { 'news:title': string } }[]).find(
      (u) => u.loc === url(`/artigo/${PUBLISHED.slug}`),
    );
    expect(mine?.['news:news']['news:title']).toBe(PUBLISHED.title);
    expect(body).not.toContain(DRAFT.slug);
  });

  it('/rss.xml and the category feed carry the article (escaped title, sanitized body), never the draft', async () => {
    const { res, doc, body } = await getXml('/rss.xml');
    expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    // Full bodies: gone from the CDN within a minute of a takedown (docs/security.md, "Takedown").
    expect(res.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=30, stale-while-revalidate=30');
    const items = doc.rss.channel.item as {
      title: string;
      link: string;
      description: string;
      'content:encoded': string;
    }[];
    expect(items.length).toBeLessThanOrEqual(20);
    const mine = items.find((i) => i.link === url(`/artigo/${PUBLISHED.slug}`));
    expect(mine).toMatchObject({ title: PUBLISHED.title, description: 'Resumo curto & direto' });
    expect(mine!['content:encoded']).toBe('<p>Corpo <strong>completo</strong></p>');
    expect(body).not.toContain(DRAFT.title);
    const category = await getXml('/rss/categoria/tecnologia.xml');
    expect((category.doc.rss.channel.item as { link: string }[]).map((i) => i.link)).toContain(
      url(`/artigo/${PUBLISHED.slug}`),
    );
    const tag = await getXml('/rss/tag/seo.xml');
    expect((tag.doc.rss.channel.item as { link: string }[]).map((i) => i.link)).toEqual([
      url(`/artigo/${PUBLISHED.slug}`),
    ]);
  });

  // Hosting rewrites /robots.txt to the `robots` function (firebase.json), but the Functions
  // emulator's runtime answers 404 to any request whose path is /robots.txt or /favicon.ico before
  // the function runs (firebase-tools lib/emulator/functionsEmulatorRuntime.js). Production serves
  // the rewrite; here the function is called at its own URL and the rewrite checked in firebase.json.
  it('robots.txt names the sitemap (function) and Hosting routes /robots.txt to it', async () => {
    const res = await fetch(functionUrl('robots'));
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${url('/sitemap.xml')}`);
    expect(text).toContain('Disallow: /admin');
    const config = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
      hosting: { rewrites: { source: string; function?: { functionId: string }; destination?: string }[] };
    };
    const rewrites = config.hosting.rewrites;
    const robots = rewrites.findIndex((r) => r.source === '/robots.txt' && r.function?.functionId === 'robots');
    expect(robots).toBeGreaterThanOrEqual(0);
    expect(robots).toBeLessThan(rewrites.findIndex((r) => r.source === '**'));
  });
});

describe('reader pages and the debug page', () => {
  it('reader pages link their RSS feeds for autodiscovery', async () => {
    const { context, page } = await newPage(browser, 'seo-reader');
    await page.goto(url('/categoria/tecnologia'));
    const feeds = page.locator('link[rel="alternate"][type="application/rss+xml"]');
    expect(await feeds.evaluateAll((ls) => ls.map((l) => l.getAttribute('href')))).toEqual([
      '/rss.xml',
      '/rss/categoria/tecnologia.xml',
    ]);
    await context.close();
  });

  it('/test-sitemap checks the function and /sitemap.xml and shows the diagnostics', async () => {
    const { context, page } = await newPage(browser, 'test-sitemap');
    await page.goto(url('/test-sitemap'));
    await page.getByRole('heading', { name: 'Teste do Sitemap' }).waitFor();

    await page.getByRole('button', { name: 'Verificar status da função' }).click();
    await page.getByText('Função disponível (HTTP 204)').waitFor();

    await page.getByRole('button', { name: 'Testar /sitemap.xml' }).click();
    await page.getByTestId('check-status').filter({ hasText: 'HTTP 200' }).waitFor();
    await page.getByText('Código do primeiro caractere: 60').waitFor();
    await page.getByText('BOM detectado: Não').waitFor();
    await page.getByText(/Content-Type: application\/xml/).waitFor();
    await page.getByText('Declaração XML: Sim').waitFor();
    const preview = await page.getByTestId('sitemap-preview').innerText();
    expect(preview.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(500);

    await page.getByRole('button', { name: 'Testar função do sitemap' }).click();
    await page.getByText('XML válido recebido').waitFor();
    await page.getByRole('button', { name: 'Testar bytes brutos' }).click();
    await page.getByText(/^Primeiros bytes: 3c 3f 78 6d 6c/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('admin SEO screen', () => {
  it('saves the site title for real: reader titles and the RSS channel use it; the generator downloads sitemap.xml', async () => {
    const { context, page } = await newPage(browser, 'seo-admin');
    await signIn(page, 'admin');
    await page.goto(url('/admin/dashboard'));
    await page
      .getByRole('navigation', { name: 'Seções do painel' })
      .getByRole('link', { name: 'SEO & Sitemap' })
      .click();
    await page.getByRole('heading', { name: 'SEO & Sitemap' }).waitFor();

    // Sitemap tab: public address and the manual generator.
    await page.getByRole('link', { name: url('/sitemap.xml') }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Gerar Sitemap' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('sitemap.xml');
    const xml = readFileSync((await download.path())!, 'utf8');
    expect(xml).toContain(url(`/artigo/${PUBLISHED.slug}`));
    expect(xml).not.toContain(DRAFT.slug);
    await toast(page, 'Sitemap gerado').waitFor();

    // Análise de URLs: the new article has a short description and no image.
    await page.getByRole('tab', { name: 'Análise de URLs' }).click();
    await page.waitForURL(url('/admin/seo/analise'));
    const row = page.getByRole('table', { name: 'Análise de URLs' }).locator('tr').filter({ hasText: PUBLISHED.title });
    await row.getByText('Sem imagem').waitFor();
    await expect(row.getByRole('link', { name: 'Corrigir' }).getAttribute('href')).resolves.toBe(
      `/admin/articles/edit/${PUBLISHED.id}`,
    );

    // Configurações SEO: a bad URL is refused with the form kept; a good save reaches the reader.
    await page.getByRole('tab', { name: 'Configurações SEO' }).click();
    const title = page.getByRole('textbox', { name: 'Título do site' });
    await expect.poll(() => title.inputValue(), POLL).toBe(originalSettings?.siteTitle);
    await title.fill(`Pauta Notícias ${run}`);
    const siteUrl = page.getByRole('textbox', { name: 'URL do site' });
    await siteUrl.fill('pauta sem protocolo');
    await page.getByRole('button', { name: 'Salvar Configurações' }).click();
    await page.getByText('Informe um endereço completo, como https://www.exemplo.com.br').waitFor();
    await expect(title.inputValue()).resolves.toBe(`Pauta Notícias ${run}`);
    expect(await seriousViolations(page)).toEqual([]);
    await siteUrl.fill(stack.webUrl);
    await page.getByRole('button', { name: 'Salvar Configurações' }).click();
    await toast(page, 'Configurações salvas').waitFor();
    await expect
      .poll(async () => (await db.doc('settings/site').get()).get('siteTitle'), POLL)
      .toBe(`Pauta Notícias ${run}`);
    await context.close();

    // The render function reads the settings at most every 10 s: a reader page shows them by then.
    const titleOf = async () => /<title>([^<]*)<\/title>/.exec(await (await fetch(url('/sobre'))).text())?.[1];
    await expect.poll(titleOf, { timeout: 30_000, interval: 1000 }).toMatch(new RegExp(`\\| Pauta Notícias ${run}$`));
    const { doc } = await getXml('/rss.xml');
    expect(doc.rss.channel.title).toBe(`Pauta Notícias ${run}`);
  });
});

describe('the site address is an admin’s to change', () => {
  // It is the base of every mail link that carries a live token: an editor sees it, read-only.
  it('an editor saves the SEO fields; the URL field is read-only and keeps the stored address', async () => {
    const before = (await db.doc('settings/site').get()).get('siteUrl') as string | undefined;
    const { context, page } = await newPage(browser, 'seo-editor');
    await signIn(page, 'editor');
    await page.goto(url('/admin/seo/configuracoes'));
    const siteUrl = page.getByRole('textbox', { name: 'URL do site' });
    await siteUrl.waitFor();
    await expect(siteUrl.getAttribute('readonly')).resolves.not.toBeNull();
    await page
      .getByText('Somente administradores alteram a URL do site: ela é a base dos links enviados por email.')
      .waitFor();
    const description = page.getByRole('textbox', { name: 'Descrição do site' });
    await expect.poll(() => description.inputValue(), POLL).not.toBe('');
    await description.fill(`Descrição salva por uma editora ${run}`);
    await page.getByRole('button', { name: 'Salvar Configurações' }).click();
    await toast(page, 'Configurações salvas').waitFor();
    const after = (await db.doc('settings/site').get()).data();
    expect(after?.siteDescription).toBe(`Descrição salva por uma editora ${run}`);
    expect(after?.siteUrl).toBe(before);
    await context.close();
  });
});
