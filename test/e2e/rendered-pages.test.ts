// Reader pages arrive rendered by the server from the reader's own React components: checked on
// the raw HTTP answers (status, cache, head tags, content, the islands' query state, every script
// and stylesheet the page names being served, 404 and 301), then in Chromium: with JavaScript
// disabled every page type has its header, breadcrumbs and full footer and its links work; with it
// the page's own paint is its largest, only the reader's small script runs before the reader acts,
// and the page reads nothing from Firestore and logs no error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { workerBrowser, stack } from './support/browser.js';

const url = (path: string) => `${stack.webUrl}${path}`;
let admin: App;
let db: Firestore;
let browser: Browser;
let article: { id: string; slug: string; title: string; excerpt: string; category: string; tags: string[] };
let firstParagraph: string;
const OLD_SLUG = `slug-antigo-${Date.now()}`;

async function get(path: string) {
  const response = await fetch(url(path), { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const metaContent = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

/** The query keys of the state the page's islands hydrate from. */
function stateKeysOf(html: string): unknown[] {
  const json = /<script type="application\/json" id="pauta-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as { queries: { queryKey: unknown[] }[] }).queries.map((q) => q.queryKey) : [];
}

/** Text as a reader sees it (tags, React's text separators and entities out). */
const textOf = (html: string) =>
  decode(
    html
      .replace(/<!-- -->/g, '')
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  ).replace(/\s+/g, ' ');

function jsonLdOf(html: string) {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  admin = initializeApp({ projectId: stack.projectId }, `rendered-e2e-${Date.now()}`);
  db = getFirestore(admin);
  const home = (await db.doc('public/home').get()).data();
  const featured = home?.featured as typeof article | undefined;
  if (!featured) throw new Error('public/home has no featured article: was the stack seeded?');
  article = featured;
  const content = String((await db.doc(`articleContents/${featured.id}`).get()).get('content'));
  firstParagraph = /<p>([^<]{20,})/.exec(content)?.[1]?.trim() ?? '';
  await db.doc(`slugRedirects/${OLD_SLUG}`).set({ articleId: article.id });
  browser = await workerBrowser();
});

afterAll(async () => {
  await browser?.close();
  await db?.doc(`slugRedirects/${OLD_SLUG}`).delete();
  if (admin) await deleteApp(admin);
});

describe('render function over HTTP', () => {
  it('home: 200, CDN cache, head, WebSite JSON-LD with SearchAction, featured and latest cards, payload', async () => {
    const { status, headers, html } = await get('/');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/text\/html/);
    expect(headers.get('cache-control')).toMatch(/^public, max-age=30, s-maxage=30, stale-while-revalidate=30$/);
    expect(html).toContain(
      '<title>Pauta — Notícias sobre tecnologia, inovação, educação e desenvolvimento pessoal | Pauta</title>',
    );
    expect(metaContent(html, 'name', 'description')).toMatch(/^Pauta é um blog de notícias/);
    expect(html).toContain(`<link rel="canonical" href="${url('/')}"`);
    expect(metaContent(html, 'property', 'og:type')).toBe('website');
    const website = jsonLdOf(html).find((b) => b['@type'] === 'WebSite') as {
      potentialAction: { target: { urlTemplate: string } };
    };
    expect(website.potentialAction.target.urlTemplate).toBe(url('/busca?q={search_term_string}'));
    expect(html).toContain('Em Destaque');
    expect(decode(html)).toContain(article.title);
    expect(html).toContain(`href="/artigo/${article.slug}"`);
    expect(stateKeysOf(html)).toEqual(
      expect.arrayContaining([
        ['articles', 'showcase-first-pages'],
        ['tags', 'stats'],
      ]),
    );
  });

  it('every script and stylesheet a page names is served by Hosting (the shell of the deployed build)', async () => {
    for (const path of ['/', `/artigo/${article.slug}`, '/sobre', '/nao-existe']) {
      const { html } = await get(path);
      const assets = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
      expect(assets.filter((a) => a.endsWith('.js')).length, path).toBeGreaterThan(0);
      expect(assets.filter((a) => a.endsWith('.css')).length, path).toBeGreaterThan(0);
      for (const asset of assets)
        expect({ asset, status: (await fetch(url(asset))).status }).toEqual({ asset, status: 200 });
    }
  });

  it('article: 200, title, description, canonical, OG/Twitter, NewsArticle, sanitized body, payload', async () => {
    const { status, headers, html } = await get(`/artigo/${article.slug}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toMatch(/s-maxage=30\b/);
    expect(decode(/<title>([^<]*)<\/title>/.exec(html)![1]!)).toBe(`${article.title} | Pauta`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(decode(metaContent(html, 'name', 'description')!)).toBe(article.excerpt);
    expect(html).toContain(`<link rel="canonical" href="${url(`/artigo/${article.slug}`)}"`);
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    expect(metaContent(html, 'property', 'og:image')).toMatch(/^http/);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'property', 'article:published_time')).toMatch(/^\d{4}-\d\d-\d\dT/);
    const news = jsonLdOf(html).find((b) => b['@type'] === 'NewsArticle')!;
    expect(news).toMatchObject({ headline: article.title, url: url(`/artigo/${article.slug}`), inLanguage: 'pt-BR' });
    expect(news.datePublished).toMatch(/^\d{4}-/);
    expect(news.dateModified).toMatch(/^\d{4}-/);
    expect(news.articleSection).toBeTruthy();
    const body = /<div class="article-body"[^>]*>([\s\S]*?)<\/div><ul/.exec(html)?.[1] ?? '';
    expect(decode(body)).toContain(firstParagraph.slice(0, 40));
    expect(body).not.toMatch(/<script|onerror=|javascript:/i);
    expect(html).toContain(`href="${article.category ? `/categoria/${article.category}` : '/'}"`);
    expect(html).toContain(`<meta name="pauta:article" content="${article.id}">`);
    // The body travels once: nothing on an article page hydrates from it.
    expect(stateKeysOf(html).some((key) => JSON.stringify(key).includes('content'))).toBe(false);
  });

  it('category, tag and topics pages: 200 with their cards', async () => {
    const category = await get(`/categoria/${article.category}`);
    expect(category.status).toBe(200);
    expect(decode(category.html)).toContain(article.title);
    expect(stateKeysOf(category.html)).toContainEqual(['articles', 'category', article.category, 9]);
    const tag = await get(`/tag/${encodeURIComponent(article.tags[0]!)}`);
    expect(tag.status).toBe(200);
    expect(textOf(tag.html)).toContain(`#${article.tags[0]}`);
    expect(decode(tag.html)).toContain(article.title);
    const topics = await get('/topicos');
    expect(topics.status).toBe(200);
    expect(topics.html).toContain('Tópicos em Alta');
    expect(topics.html).toMatch(/href="\/tag\//);
  });

  it.each([
    ['/sobre', 'Sobre o Pauta', 'Nossa missão'],
    ['/privacidade', 'Política de Privacidade', '7. Seus direitos'],
    ['/termos', 'Termos de Uso', '5. Direitos autorais e DMCA'],
    ['/contato', 'Contato', 'contato@pauta.com.br'],
  ])('static page %s: 200 with its title, text and canonical', async (path, title, text) => {
    const { status, headers, html } = await get(path);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toMatch(/^public, max-age=30, s-maxage=30/);
    expect(html).toContain(`<title>${title} | Pauta</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toContain(text);
    expect(html).toContain(`<link rel="canonical" href="${url(path)}"`);
  });

  it('visitor page: the author, the role and their published articles; 404 for an unknown profile', async () => {
    const authorId = String((await db.doc(`articles/${article.id}`).get()).get('authorId'));
    const profile = (await db.doc(`publicProfiles/${authorId}`).get()).data() as { name: string };
    const { status, html } = await get(`/visitante/${authorId}`);
    expect(status).toBe(200);
    expect(decode(html)).toMatch(new RegExp(`<h1[^>]*>${profile.name}</h1>`));
    expect(html).toContain('Artigos publicados');
    expect(decode(html)).toContain(article.title);
    expect(html).toContain(`href="/artigo/${article.id}"`);

    const missing = await get('/visitante/ninguem-com-este-id');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Perfil não encontrado.');
    expect(metaContent(missing.html, 'name', 'robots')).toBe('noindex');
  });

  it.each([
    ['/artigo/nao-existe-nenhum-artigo-assim', 'Artigo não encontrado'],
    ['/categoria/inexistente', 'Oops! Page not found'],
    [`/tag/${encodeURIComponent('tópico que não existe')}`, 'Nenhum artigo encontrado para este tópico.'],
    ['/nao-existe', 'Oops! Page not found'],
    ['/uma/pagina/qualquer', 'Oops! Page not found'],
    ['/assets/nao-existe.js', 'Oops! Page not found'],
  ])('404 with the not-found page, never indexed: %s', async (path, text) => {
    const { status, html } = await get(path);
    expect(status).toBe(404);
    expect(textOf(html)).toContain(text);
    expect(metaContent(html, 'name', 'robots')).toBe('noindex');
  });

  it("the app's own pages still come from Hosting's app.html", async () => {
    for (const path of ['/login', '/perfil', '/admin', '/admin/dashboard', '/test-sitemap']) {
      const { status, html } = await get(path);
      expect({ path, status }).toEqual({ path, status: 200 });
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('/artigo/id/{id} (the fallback form) renders with the slug URL as canonical', async () => {
    const { status, html } = await get(`/artigo/id/${article.id}`);
    expect(status).toBe(200);
    expect(html).toContain(`<link rel="canonical" href="${url(`/artigo/${article.slug}`)}"`);
    expect((await get('/artigo/id/nao-existe')).status).toBe(404);
  });

  it('301 to /artigo/{slug} from the older /artigo/{id} and from an old slug', async () => {
    for (const path of [`/artigo/${article.id}`, `/artigo/${OLD_SLUG}`]) {
      const { status, headers } = await get(path);
      expect({ path, status }).toEqual({ path, status: 301 });
      expect(headers.get('location')).toBe(`/artigo/${article.slug}`);
    }
  });
});

const READER_PAGES = () => [
  ['home', '/'],
  ['artigo', `/artigo/${article.slug}`],
  ['categoria', `/categoria/${article.category}`],
  ['tag', `/tag/${encodeURIComponent(article.tags[0]!)}`],
  ['tópicos', '/topicos'],
  ['artigos', '/artigos'],
  ['busca', '/busca?q=tecnologia'],
  ['sobre', '/sobre'],
];

describe('rendered pages in Chromium', () => {
  it('with JavaScript disabled, every page type has its header, breadcrumbs and full footer', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    for (const [name, path] of READER_PAGES()) {
      await page.goto(url(path!));
      const header = page.locator('header');
      await header
        .getByRole('navigation', { name: 'Navegação principal' })
        .getByRole('link', { name: 'Tópicos' })
        .waitFor();
      expect(await header.getByRole('link', { name: 'Entrar' }).isVisible(), name).toBe(true);
      if (name !== 'home')
        expect(await page.getByRole('navigation', { name: 'Trilha de navegação' }).isVisible(), name).toBe(true);
      const footer = page.locator('footer');
      expect(await footer.getByText('Pauta é um blog de notícias').isVisible(), name).toBe(true);
      expect(await footer.getByRole('list', { name: 'Redes sociais' }).getByRole('link').count(), name).toBe(5);
      for (const link of ['Negócios', 'Ciência', 'Sobre nós', 'Área administrativa'])
        expect(await footer.getByRole('link', { name: link }).count(), `${name}: ${link}`).toBe(1);
      expect(await footer.getByRole('button', { name: 'Assinar' }).isVisible(), name).toBe(true);
      expect(await footer.getByText(`© ${new Date().getFullYear()} Pauta`).isVisible(), name).toBe(true);
    }
    await context.close();
  });

  it('with JavaScript disabled, the article shows and its links work, on a phone too', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(url(`/artigo/${article.slug}`));
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor({ timeout: 10_000 });
    await page.getByText(firstParagraph.slice(0, 40)).first().waitFor();
    // The mobile menu opens without a script (a native disclosure).
    await page.locator('summary[aria-controls="menu-movel"]').click();
    await page.getByRole('navigation', { name: 'Navegação móvel' }).getByRole('link', { name: 'Tópicos' }).click();
    await page.waitForURL(url('/topicos'));
    await page.getByRole('heading', { level: 1, name: 'Tópicos em Alta' }).waitFor();
    await page.locator('footer').getByRole('link', { name: 'Sobre nós' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sobre o Pauta' }).waitFor();
    await page.getByRole('link', { name: 'página de contato' }).click();
    await page.waitForURL(url('/contato'));
    await page.getByRole('heading', { level: 1, name: 'Contato' }).waitFor();
    await context.close();
  });

  it.each(['home', 'artigo', 'categoria', 'busca'])(
    'an untouched page (%s): its own paint is the LCP, only the reader script runs, nothing is read, no error',
    async (name) => {
      const path = READER_PAGES().find(([page]) => page === name)![1]!;
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __lcp: string[] }).__lcp = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
            seen.push(entry.element?.closest('#root') ? 'page' : 'other');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const scripts: string[] = [];
      const errors: string[] = [];
      const firestoreRequests: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
        if (r.url().includes(stack.firestoreHost)) firestoreRequests.push(r.url());
      });
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(url(path));
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500); // a late candidate, or a late script, would show by now
      // The beacon's loader waits for the browser to be idle, at most 5 s after the load event
      // (web/build/stats-beacon.ts): on a busy machine, past the wait above.
      await expect
        .poll(() => scripts.filter((s) => s.startsWith('/assets/beacon-')).length, { timeout: 10_000 })
        .toBeGreaterThan(0);
      const entries = await page.evaluate(() => (window as unknown as { __lcp: string[] }).__lcp);
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.filter((e) => e !== 'page')).toEqual([]);
      // The reader's script (and the preload helper it shares), then the statistics beacon: no React.
      const loaded = scripts.filter((s) => s.startsWith('/assets/'));
      expect(loaded.filter((s) => !/^\/assets\/(reader|preload-helper|beacon)-/.test(s))).toEqual([]);
      expect(loaded.filter((s) => s.startsWith('/assets/beacon-'))).toHaveLength(1);
      expect(firestoreRequests).toEqual([]);
      expect(errors).toEqual([]);
      expect(await page.locator('title').count()).toBe(1);
      await context.close();
    },
  );

  it('the covers come in the size the page needs (thumbnails on a 300 px screen)', async () => {
    // The <img> carries srcset and sizes: on a 300 px wide screen the browser picks the 300 px
    // thumbnails, never every full-size cover.
    const context = await browser.newContext({ viewport: { width: 300, height: 700 } });
    const page = await context.newPage();
    const covers: string[] = [];
    page.on('request', (r) => {
      const path = decodeURIComponent(new URL(r.url()).pathname);
      if (r.resourceType() === 'image' && /\/(sizes|thumbnails)\//.test(path)) covers.push(path);
    });
    await page.goto(url(`/categoria/${article.category}`));
    await page.waitForLoadState('networkidle');
    expect(covers.length).toBeGreaterThan(0);
    expect(covers.filter((path) => !path.includes('/thumbnails/'))).toEqual([]);
    await context.close();
  });
});
