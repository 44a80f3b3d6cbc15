// The render function's HTML pieces: the shell filled once per part, head tags escaped and marked for
// the app's head manager, JSON that cannot close its <script>, and the origin Hosting forwards.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineCode, pageContentSecurityPolicy, withPolicyMeta } from '@pauta/model';
import { hashInlineScripts } from '../src/guards/security-headers';
import { jsonForScript } from '../src/render/escape';
import { renderHead } from '../src/render/head';
import { articlePage, card, JS_MARKER, layout, listPage } from '../src/render/markup';
import { originOf, viewedArticleMeta } from '../src/render/render';
import { fillShell } from '../src/render/shell';

const SHELL = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Pauta — shell</title>
    <meta
      name="description"
      content="shell"
    />
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>O Pauta precisa de JavaScript para exibir os artigos.</noscript>
  </body>
</html>`;

describe('fillShell', () => {
  it('replaces the title and description, hides the app root, adds content and payload', () => {
    const html = fillShell(SHELL, '<title>Novo</title>', '<main>conteúdo $& $1</main>', '{"v":1}');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Novo</title>');
    expect(html).not.toContain('content="shell"');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<div id="pauta-ssr"><main>conteúdo $& $1</main></div>');
    expect(html).toContain('<div id="root" style="display:none"></div>');
    expect(html).toContain('<script type="application/json" id="pauta-data">{"v":1}</script>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
  });

  it('loads the app stylesheet without blocking the first paint, marked for the hand-off', () => {
    const html = fillShell(SHELL, '<title>Novo</title>', '<main></main>', '{}');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(
      `<link rel="preload" as="style" crossorigin href="/assets/index.css" onload="this.onload=null;this.rel='stylesheet'" data-pauta-css>`,
    );
  });
});

describe('the page policy of a rendered page', () => {
  // The shell comes from the build with its policy meta; the page the function builds on it adds
  // inline code of its own (the JS marker, the stylesheet's onload): the meta must allow exactly it.
  it('allows by hash every inline script and handler the page holds, and nothing it does not', () => {
    const built = withPolicyMeta(
      SHELL.replace('</body>', `<script id="pauta-beacon">addEventListener('load',function(){})</script>\n  </body>`),
      pageContentSecurityPolicy({ scripts: true, scriptHashes: [], extra: { 'connect-src': ['http://127.0.0.1:*'] } }),
    );
    const page = hashInlineScripts(fillShell(built, `<title>Novo</title>${JS_MARKER}`, '<main></main>', '{"v":1}'));
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(page)![1]!;
    const scriptSrc = policy
      .split('; ')
      .find((d) => d.startsWith('script-src '))!
      .split(' ');
    const { scripts, handlers } = inlineCode(page);
    expect(scripts).toHaveLength(2); // the marker and the beacon's loader (the JSON payload is data)
    expect(handlers).toEqual(["this.onload=null;this.rel='stylesheet'"]);
    for (const code of [...scripts, ...handlers])
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-"))).toHaveLength(3);
    expect(scriptSrc).toContain("'unsafe-hashes'");
    expect(scriptSrc).toContain("'self'");
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:*");
    expect(policy).not.toContain("'unsafe-inline' 'sha256");
  });
});

describe('statistics beacon on rendered pages', () => {
  it("keeps the shell's beacon loader, so a rendered page counts its view without the app", () => {
    const loader = `<script id="pauta-beacon">addEventListener('load',function(){})</script>`;
    const html = fillShell(
      SHELL.replace('</body>', `${loader}\n  </body>`),
      '<title>Novo</title>',
      '<main></main>',
      '{}',
    );
    expect(html).toContain(loader);
  });

  it('names the article a page shows for the beacon, escaped; other pages name none', () => {
    expect(viewedArticleMeta({ article: { id: 'abc"<x' } })).toBe(
      '\n    <meta name="pauta:article" content="abc&quot;&lt;x">',
    );
    expect(viewedArticleMeta({ list: { kind: 'all' } })).toBe('');
  });
});

describe('renderHead', () => {
  it('escapes values and marks every tag for the app head manager', () => {
    const head = renderHead(
      {
        title: 'A "citação" <b>',
        description: "D'água & <x>",
        canonical: '/artigo/a',
        image: 'https://img/a.webp',
        type: 'article',
        jsonLd: [{ headline: '</script><script>alert(1)</script>' }],
      },
      'https://pauta.dev',
    );
    expect(head).toContain('<title>A &quot;citação&quot; &lt;b&gt; | Pauta</title>');
    expect(head).toContain('<meta name="description" content="D&#39;água &amp; &lt;x&gt;" data-pauta-head>');
    expect(head).toContain('<link rel="canonical" href="https://pauta.dev/artigo/a" data-pauta-head>');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" data-pauta-head>');
    expect(head).not.toContain('</script><script>');
    expect(head.split('\n').every((line) => line.includes('data-pauta-head') || line.includes('<title>'))).toBe(true);
  });

  it('jsonForScript keeps the JSON valid and unclosable', () => {
    const json = jsonForScript({ a: '</script>\u2028' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ a: '</script>\u2028' });
  });
});

describe('card', () => {
  it('escapes the article fields and links to the slug URL', () => {
    const html = card({
      id: 'x1',
      slug: 'titulo',
      title: '<img src=x onerror=alert(1)>',
      excerpt: 'e',
      imageUrl: 'https://img/" onload="alert(1)',
      category: 'saude',
      categoryPath: '/categoria/saude',
      author: 'Ana',
      authorId: 'u',
      date: '1 de janeiro de 2026',
      isoDate: null,
      tags: [],
    });
    expect(html).toContain('href="/artigo/titulo"');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('" onload="');
    expect(html).toContain('>Saúde</a>');
  });
});

describe('article notes', () => {
  const view = {
    id: 'x1',
    slug: 'titulo',
    title: 'Título',
    excerpt: '',
    imageUrl: '',
    category: 'saude',
    categoryPath: '/categoria/saude',
    author: 'Ana',
    authorId: '',
    date: '1 de março de 2030',
    isoDate: '2030-03-01T12:00:00.000Z',
    tags: [],
  };

  it("shows 'Atualizado em' in the header only once the story changed, and the notes newest first, escaped", () => {
    expect(articlePage(view, '<p>x</p>')).not.toContain('Atualizado em');
    const html = articlePage({ ...view, modifiedAt: new Date('2030-03-10T10:05:00Z') }, '<p>x</p>', {
      notes: [
        { kind: 'update', text: 'Novos números.', at: '2030-03-10T10:05:00.000Z' },
        { kind: 'correction', text: 'Era <b>3,5%</b>.', at: '2030-03-05T18:30:00.000Z' },
      ],
    });
    expect(html).toContain('Atualizado em 10/03/2030 às 07:05</time>');
    const notes = html.slice(html.indexOf('article-notes'));
    expect(notes.indexOf('Atualizado em 10/03/2030 às 07:05:')).toBeLessThan(
      notes.indexOf('Correção em 05/03/2030 às 15:30:'),
    );
    expect(html).toContain('Era &lt;b&gt;3,5%&lt;/b&gt;.');
  });
});

describe('layout and lists', () => {
  it("has the header's menu button, a menu holding the links, the search form and 'Entrar'", () => {
    const html = layout('<p>conteúdo</p>');
    expect(html).toContain(
      '<button type="button" class="ssr-menu-toggle" aria-expanded="false" aria-controls="ssr-menu" aria-label="Abrir menu">',
    );
    const menu = /<div class="ssr-menu" id="ssr-menu">([\s\S]*?)<\/div><\/div><\/header>/.exec(html)?.[1] ?? '';
    expect(menu).toContain('<nav class="ssr-nav" aria-label="Principal">');
    expect(menu).toContain('<form class="ssr-search" action="/busca" method="get" role="search">');
    expect(menu).toContain('<a href="/login" class="ssr-account">Entrar</a>');
    expect(JS_MARKER).toBe(`<script>document.documentElement.classList.add('pauta-js')</script>`);
  });

  it("offers 'Carregar mais artigos' (passed on to the app) only when there is more", () => {
    const button = '<button type="button" data-pauta-app="carregar-mais">Carregar mais artigos</button>';
    expect(listPage('#ia', 'intro', [], 'vazio', true)).toContain(button);
    expect(listPage('#ia', 'intro', [], 'vazio')).not.toContain(button);
  });
});

describe('originOf', () => {
  const emulator = { FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-pauta' };
  const deployed = { GCLOUD_PROJECT: 'pauta-prod', PAUTA_SITE_HOSTS: 'pauta.dev' };

  it('uses the host Hosting forwards when it is the site’s, http only for local hosts', () => {
    expect(originOf({ 'x-forwarded-host': 'pauta.dev', host: 'fn.run.app' }, deployed)).toBe('https://pauta.dev');
    expect(originOf({ 'x-forwarded-host': 'pauta-prod.web.app' }, deployed)).toBe('https://pauta-prod.web.app');
    expect(originOf({ 'x-forwarded-host': '127.0.0.1:5000' }, emulator)).toBe('http://127.0.0.1:5000');
    expect(originOf({ host: 'localhost:5001', 'x-forwarded-proto': 'https' }, emulator)).toBe('https://localhost:5001');
  });

  it('never believes a forged host: the configured origin instead', () => {
    for (const headers of [
      { 'x-forwarded-host': 'evil.example', host: 'fn.run.app' },
      { host: 'evil.example' },
      { 'x-forwarded-host': '169.254.169.254', 'x-forwarded-proto': 'http' },
      { 'x-forwarded-host': 'pauta.dev.evil.example' },
      { 'x-forwarded-host': 'localhost:8080' }, // the function itself, outside the emulator
    ])
      expect(originOf(headers, deployed), JSON.stringify(headers)).toBe('https://pauta-prod.web.app');
    expect(originOf({ 'x-forwarded-host': 'evil.example' }, emulator)).toBe('https://demo-pauta.web.app');
  });

  it('SITE_URL wins over any header', () => {
    expect(
      originOf({ 'x-forwarded-host': 'pauta-prod.web.app' }, { ...deployed, SITE_URL: 'https://pauta.com.br/' }),
    ).toBe('https://pauta.com.br');
  });
});
