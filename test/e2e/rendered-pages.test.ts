// Pages that arrive rendered: Hosting rewrites the reader routes to the render function, which
// answers with the head, the content and the embedded data. Checked on the raw HTTP answers (status,
// cache, head tags, content, payload, 404 and 301), then in Chromium: with JavaScript disabled the
// article and its links work; with it the page stays the rendered one (no later largest paint, no
// app code) until the reader's first intent, after which the app takes over without console errors
// or Firestore reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { launchBrowser, stack, wakeApp } from './support/browser.js';

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

function payloadOf(html: string) {
  const json = /<script type="application\/json" id="pauta-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, unknown>) : null;
}

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
  browser = await launchBrowser();
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
    const payload = payloadOf(html) as { home: { featured: { id: string }; latest: unknown[] }; tagStats: object };
    expect(payload.home.featured.id).toBe(article.id);
    expect(payload.home.latest).toHaveLength(6);
    expect(Object.keys(payload.tagStats).length).toBeGreaterThan(0);
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
    const body = /<div class="ssr-body article-body" data-ssr="article-body">([\s\S]*?)<\/div>\n/.exec(html)?.[1] ?? '';
    expect(decode(body)).toContain(firstParagraph.slice(0, 40));
    expect(body).not.toMatch(/<script|onerror=|javascript:/i);
    expect(html).toContain(`href="${article.category ? `/categoria/${article.category}` : '/'}"`);
    const payload = payloadOf(html) as { article: { id: string; content: string; doc: { title: string } } };
    expect(payload.article.id).toBe(article.id);
    expect(payload.article.doc.title).toBe(article.title);
    expect(payload.article.content.length).toBeGreaterThan(100);
  });

  it('category, tag and topics pages: 200 with their cards', async () => {
    const category = await get(`/categoria/${article.category}`);
    expect(category.status).toBe(200);
    expect(category.html).toMatch(/<ul class="ssr-grid">/);
    expect((payloadOf(category.html) as { list: { kind: string; docs: unknown[] } }).list.kind).toBe('category');
    const tag = await get(`/tag/${encodeURIComponent(article.tags[0]!)}`);
    expect(tag.status).toBe(200);
    expect(decode(tag.html)).toContain(`<h1>#${article.tags[0]}</h1>`);
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
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(text);
    expect(html).toContain(`<link rel="canonical" href="${url(path)}"`);
  });

  it('visitor page: the author, the role and their published articles; 404 for an unknown profile', async () => {
    const authorId = String((await db.doc(`articles/${article.id}`).get()).get('authorId'));
    const profile = (await db.doc(`publicProfiles/${authorId}`).get()).data() as { name: string };
    const { status, html } = await get(`/visitante/${authorId}`);
    expect(status).toBe(200);
    expect(decode(html)).toContain(`<h1>${profile.name}</h1>`);
    expect(html).toContain('Artigos publicados');
    expect(decode(html)).toContain(article.title);
    const payload = payloadOf(html) as { profile: { id: string }; authorArticles: { docs: { id: string }[] } };
    expect(payload.profile.id).toBe(authorId);
    expect(payload.authorArticles.docs.map((d) => d.id)).toContain(article.id);

    const missing = await get('/visitante/ninguem-com-este-id');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Perfil não encontrado.');
    expect(metaContent(missing.html, 'name', 'robots')).toBe('noindex');
  });

  it.each([
    ['/artigo/nao-existe-nenhum-artigo-assim', 'Artigo não encontrado'],
    ['/categoria/inexistente', 'Oops! Page not found'],
    [`/tag/${encodeURIComponent('tópico que não existe')}`, 'Oops! Page not found'],
  ])('404 with the not-found page: %s', async (path, text) => {
    const { status, html } = await get(path);
    expect(status).toBe(404);
    expect(html).toContain(text);
    expect(metaContent(html, 'name', 'robots')).toBe('noindex');
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

describe('rendered pages in Chromium', () => {
  it('with JavaScript disabled, the article shows and its links work', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url(`/artigo/${article.slug}`));
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor({ timeout: 10_000 });
    await page.getByText(firstParagraph.slice(0, 40)).first().waitFor();
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Tópicos' }).click();
    await page.waitForURL(url('/topicos'));
    await page.getByRole('heading', { level: 1, name: 'Tópicos em Alta' }).waitFor();
    await page.getByRole('navigation', { name: 'Rodapé' }).getByRole('link', { name: 'Sobre' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sobre o Pauta' }).waitFor();
    await page.getByRole('link', { name: 'página de contato' }).click();
    await page.waitForURL(url('/contato'));
    await page.getByRole('heading', { level: 1, name: 'Contato' }).waitFor();
    await context.close();
  });

  it.each(['/', '/artigo/', '/categoria/'])(
    'an untouched rendered page %s: its own paint is the LCP, no app code runs, no later largest paint',
    async (base) => {
      const path =
        { '/artigo/': `/artigo/${article.slug}`, '/categoria/': `/categoria/${article.category}` }[base] ?? '/';
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __lcp: string[] }).__lcp = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
            seen.push(entry.element?.closest('#pauta-ssr') ? 'rendered' : 'app');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await page.goto(url(path));
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500); // a late candidate, or a late app start, would show by now
      const entries = await page.evaluate(() => (window as unknown as { __lcp: string[] }).__lcp);
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.filter((e) => e === 'app')).toEqual([]);
      // The rendered page is still the page, and only the entry script loaded (no React, no app),
      // then the statistics beacon its loader fetches once the page is idle.
      expect(await page.locator('#pauta-ssr').isVisible()).toBe(true);
      expect(await page.locator('#root').isVisible()).toBe(false);
      const loaded = scripts.filter((s) => s.startsWith('/assets/'));
      expect(loaded.filter((s) => !s.startsWith('/assets/beacon-'))).toHaveLength(1);
      expect(loaded.filter((s) => s.startsWith('/assets/beacon-'))).toHaveLength(1);
      await context.close();
    },
  );

  it('the rendered covers come in the size the app would choose (thumbnails on a 300 px screen)', async () => {
    // The rendered <img> carries the app's srcset and sizes: on a 300 px wide screen both pick the
    // 300 px thumbnails, instead of the rendered page fetching every full-size cover first.
    const context = await browser.newContext({ viewport: { width: 300, height: 700 } });
    const page = await context.newPage();
    const covers: string[] = [];
    page.on('request', (r) => {
      const path = decodeURIComponent(new URL(r.url()).pathname);
      if (r.resourceType() === 'image' && /\/(sizes|thumbnails)\//.test(path)) covers.push(path);
    });
    await page.goto(url(`/categoria/${article.category}`));
    await wakeApp(page);
    await page.waitForLoadState('networkidle');
    expect(covers.length).toBeGreaterThan(0);
    expect(covers.filter((path) => !path.includes('/thumbnails/'))).toEqual([]);
    await context.close();
  });

  it.each(['/', '/artigo/', '/visitante/', '/sobre'])(
    'at the first intent, the app takes over %s without console errors or Firestore reads',
    async (base) => {
      const authorId = String((await db.doc(`articles/${article.id}`).get()).get('authorId'));
      const path = { '/artigo/': `/artigo/${article.slug}`, '/visitante/': `/visitante/${authorId}` }[base] ?? base;
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors: string[] = [];
      const firestoreRequests: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('request', (r) => {
        if (r.url().includes(stack.firestoreHost)) firestoreRequests.push(r.url());
      });
      await page.goto(url(path));
      await wakeApp(page);
      await expect.poll(() => page.locator('#root').isVisible()).toBe(true);
      if (base === '/') await page.getByTestId('featured-card').getByText(article.title).waitFor();
      else if (base === '/artigo/') await page.locator('[data-testid="article-body"] p').first().waitFor();
      else if (base === '/visitante/') await page.locator('#root').getByText(article.title).first().waitFor();
      else await page.locator('#root').getByRole('heading', { level: 1, name: 'Sobre o Pauta' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      expect(firestoreRequests).toEqual([]);
      // The app's stylesheet arrived as a non-blocking preload and applied before the hand-off.
      const styles = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[data-pauta-css]')].map(
          (link) => link.rel === 'stylesheet' && link.sheet !== null,
        ),
      );
      expect(styles.length).toBeGreaterThan(0);
      expect(styles.every(Boolean)).toBe(true);
      expect(await page.locator('title').count()).toBe(1);
      await context.close();
    },
  );
});
