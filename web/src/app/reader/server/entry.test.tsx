// @vitest-environment node
// The reader's server bundle renders every reader page complete from the documents the function
// read: the spec's header, breadcrumbs and footer, each page's content and empty states, the head
// (title, description, canonical, JSON-LD), its islands with the query state they hydrate from,
// and no skeleton anywhere. Private pages (a preview, a newsletter answer) carry no script.
import { describe, expect, it } from 'vitest';
import type { PayloadTimestamp, ReaderPageInput, RenderPayload } from '@pauta/model';
import { readerServer } from './entry';

const ORIGIN = 'https://pauta.exemplo';
const when: PayloadTimestamp = { __ts: [1741176000, 0] }; // 5 March 2025, 12:00 UTC

const doc = (i: number, fields: Record<string, unknown> = {}) => ({
  title: `Artigo número ${i}`,
  excerpt: `Resumo do artigo ${i}`,
  imageUrl: '',
  category: 'tecnologia',
  categoryPath: '/categoria/tecnologia',
  slug: `artigo-numero-${i}`,
  authorName: 'Ana Lima',
  authorId: 'autora1',
  tags: ['IA', 'Educação'],
  status: 'published' as const,
  publishedAt: when,
  createdAt: when,
  updatedAt: when,
  ...fields,
});
const docs = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `a${i + 1}`, doc: doc(i + 1) }));

async function render(path: string, payload: RenderPayload<PayloadTimestamp>, extra: Partial<ReaderPageInput> = {}) {
  const [pathname, query = ''] = path.split('?');
  return readerServer.renderReaderPage({
    path: pathname!,
    search: query ? `?${query}` : '',
    origin: ORIGIN,
    site: {},
    payload,
    status: extra.notFound ? 404 : 200,
    sanitize: (html) => html.replace(/<script[\s\S]*?<\/script>/g, ''),
    ...extra,
  });
}

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** What every reader page has before any script runs. */
function expectChrome(html: string) {
  const shown = text(html);
  expect(html).toContain('aria-label="Navegação principal"');
  for (const label of [
    'Início',
    'Tecnologia',
    'Esportes',
    'Política',
    'Economia',
    'Entretenimento',
    'Saúde',
    'Tópicos',
  ])
    expect(shown).toContain(label);
  expect(html).toContain('href="/login"');
  expect(shown).toContain('Entrar');
  expect(html).toContain('data-mobile-menu');
  // The footer: description, social placeholders, categories (also negócios and ciência), useful links, newsletter, year.
  expect(shown).toContain('Pauta é um blog de notícias em português');
  expect(html).toContain('aria-label="Redes sociais"');
  expect(html).toContain('href="/categoria/negocios"');
  expect(html).toContain('href="/categoria/ciencia"');
  expect(html).toContain('href="/admin"');
  expect(shown).toContain('Receba as principais notícias da semana no seu email.');
  expect(shown).toContain(`© ${new Date().getFullYear()} Pauta. Todos os direitos reservados.`);
  expect(html).not.toMatch(/mantine-Skeleton-root|aria-busy="true"/);
  // No <style> element in the page: the reader stylesheet holds every rule (no responsive style prop).
  expect(html).not.toContain('<style');
}

const breadcrumbs = (html: string) =>
  /<nav[^>]*aria-label="Trilha de navegação"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? null;

const islands = (html: string) => [...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]);

function state(html: string) {
  const json = /<script type="application\/json" id="pauta-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }) : null;
}

describe('reader pages on the server', () => {
  it('home: hero, featured, latest, the category buttons, Carregar mais, topics, newsletter', async () => {
    const html = await render('/', {
      home: {
        featured: { id: 'a1', ...doc(1) },
        latest: docs(6).map((d) => ({ id: d.id, ...d.doc })),
        showcase: { tecnologia: { items: docs(6).map((d) => ({ id: d.id, ...d.doc })), hasMore: true } },
        recommendedPreview: 'O começo do artigo em destaque.',
      },
      tagStats: { ia: { label: 'IA', count: 3 } },
    } as unknown as RenderPayload<PayloadTimestamp>);
    expectChrome(html);
    const shown = text(html);
    for (const heading of [
      'Em Destaque',
      'Últimos Artigos',
      'Explore por Categoria',
      'Leitura Recomendada',
      'Tópicos em Alta',
    ])
      expect(shown).toContain(heading);
    expect(html).toMatch(/aria-label="Categorias"/);
    for (const category of ['Tecnologia', 'Esportes', 'Política', 'Economia', 'Entretenimento', 'Saúde'])
      expect(html).toMatch(new RegExp(`aria-pressed="(true|false)"[^>]*>[\\s\\S]{0,300}${category}`));
    expect(shown).toContain('Carregar mais artigos');
    expect(shown).toContain('5 de março de 2025');
    expect(shown).toContain('#IA');
    expect(breadcrumbs(html)).toBeNull(); // one item only
    expect(islands(html)).toEqual(
      expect.arrayContaining([
        'account',
        'account-mobile',
        'showcase',
        'trending',
        'newsletter-home',
        'newsletter-footer',
      ]),
    );
    const islandsState = state(html)!;
    expect(islandsState.queries.map((q) => q.queryKey)).toEqual(
      expect.arrayContaining([
        ['articles', 'showcase', 'tecnologia'],
        ['articles', 'showcase-first-pages'],
        ['tags', 'stats'],
      ]),
    );
    // Only what the islands render: no featured or latest articles, and of each card only its fields.
    expect(islandsState.queries.map((q) => q.queryKey)).not.toContainEqual(['articles', 'home']);
    const showcase = islandsState.queries.find((q) => q.queryKey[1] === 'showcase')!.state.data as {
      pages: { items: Record<string, unknown>[] }[];
    };
    expect(showcase.pages[0]!.items).toHaveLength(6);
    expect(Object.keys(showcase.pages[0]!.items[0]!).sort()).toEqual(
      [
        'author',
        'category',
        'categoryPath',
        'date',
        'excerpt',
        'id',
        'imageAlt',
        'imageUrl',
        'imageVariants',
        'slug',
        'title',
      ].sort(),
    );
    expect(html).toContain('<title>Pauta — ');
    expect(html).toContain('"@type":"WebSite"');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/"`);
  });

  it('home without articles: the spec’s empty texts', async () => {
    const shown = text(await render('/', { home: {}, tagStats: {} }));
    expect(shown).toContain('Nenhum artigo em destaque disponível');
    expect(shown).toContain('Nenhum artigo disponível no momento');
    expect(shown).toContain('Nenhum artigo encontrado nesta categoria.');
  });

  it('article: its content, breadcrumbs with the title, the editor’s SEO fields, NewsArticle, the beacon’s id', async () => {
    const html = await render('/artigo/artigo-numero-1', {
      article: {
        id: 'a1',
        doc: doc(1, { metaTitle: 'Título para buscadores', metaDescription: 'Descrição para buscadores' }),
        content: '<p>Corpo do artigo.</p><script>alert(1)</script>',
      },
    });
    expectChrome(html);
    const shown = text(html);
    expect(html).toMatch(/<h1[^>]*id="artigo-titulo"[^>]*>Artigo número 1<\/h1>/);
    expect(shown).toContain('Resumo do artigo 1');
    expect(shown).toContain('Ana Lima');
    expect(html).toContain('<p>Corpo do artigo.</p></div>');
    expect(breadcrumbs(html)).toMatch(/Início[\s\S]*Artigo[\s\S]*aria-current="page">Artigo número 1</);
    expect(html).toContain('<title>Título para buscadores | Pauta</title>');
    expect(html).toContain('<meta name="description" content="Descrição para buscadores"');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/artigo/artigo-numero-1"`);
    expect(html).toContain('"@type":"NewsArticle"');
    expect(html).toContain('<meta property="article:published_time" content="2025-03-05T12:00:00.000Z"');
    expect(html).toContain('<meta name="pauta:article" content="a1">');
    expect(html).toContain('data-back-to-top-button');
    // Nothing on an article page hydrates from its documents: no body travels twice.
    expect(JSON.stringify(state(html))).not.toContain('Corpo do artigo');
  });

  it('live article: AO VIVO, its entries in the page, LiveBlogPosting with every update; ended: its end', async () => {
    const at = (iso: string): PayloadTimestamp => ({ __ts: [Date.parse(iso) / 1000, 0] });
    const entry = (id: string, iso: string, text: string) => ({
      id,
      text,
      imageUrl: '',
      imageAlt: '',
      embed: null,
      authorName: 'Ana Lima',
      createdAt: at(iso),
      editedAt: null,
    });
    const live = {
      status: 'live' as const,
      startedAt: at('2025-03-05T12:00:00Z'),
      endedAt: null,
      pinned: entry('p1', '2025-03-05T12:01:00Z', 'O que se sabe até agora'),
      entries: [
        entry('e2', '2025-03-05T12:30:00Z', 'Segunda nota'),
        entry('e1', '2025-03-05T12:10:00Z', 'Primeira nota'),
      ],
      more: false,
      updatedAt: at('2025-03-05T12:30:00Z'),
    };
    const page = (
      coverage:
        typeof live | (Omit<typeof live, 'status' | 'endedAt'> & { status: 'ended'; endedAt: PayloadTimestamp }),
    ) =>
      render('/artigo/artigo-numero-1', {
        article: { id: 'a1', doc: doc(1), content: '<p>Corpo.</p>', live: coverage },
      });
    const html = await page(live);
    const shown = text(html);
    expect(html.match(/>AO VIVO</g)).toHaveLength(2); // by the category and on the section
    expect(html).toContain('data-live="/api/ao-vivo/a1"');
    expect(shown.indexOf('O que se sabe até agora')).toBeLessThan(shown.indexOf('Segunda nota'));
    expect(shown.indexOf('Segunda nota')).toBeLessThan(shown.indexOf('Primeira nota'));
    const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(ld['@type']).toBe('LiveBlogPosting');
    expect(ld.headline).toBe('Artigo número 1');
    expect(ld.coverageStartTime).toBe('2025-03-05T12:00:00.000Z');
    expect(ld.coverageEndTime).toBeUndefined();
    expect(ld.liveBlogUpdate.map((u: { headline: string }) => u.headline)).toEqual([
      'Segunda nota',
      'Primeira nota',
      'O que se sabe até agora',
    ]);
    expect(ld.liveBlogUpdate[0]).toMatchObject({
      '@type': 'BlogPosting',
      articleBody: 'Segunda nota',
      datePublished: '2025-03-05T12:30:00.000Z',
      url: `${ORIGIN}/artigo/artigo-numero-1#atualizacao-e2`,
      author: { '@type': 'Person', name: 'Ana Lima' },
    });

    const ended = await page({ ...live, status: 'ended', endedAt: at('2025-03-05T21:00:00Z') });
    expect(ended).not.toContain('AO VIVO');
    expect(ended).not.toContain('data-live=');
    expect(text(ended)).toContain('Cobertura encerrada em 05/03/2025 às 18:00');
    expect(ended).toContain('"coverageEndTime":"2025-03-05T21:00:00.000Z"');
  });

  it('home: a live article’s card says AO VIVO', async () => {
    const card = { id: 'a1', ...doc(1), live: true };
    const html = await render('/', {
      home: { featured: null, latest: [card], showcase: {} },
      tagStats: {},
    } as unknown as RenderPayload<PayloadTimestamp>);
    expect(html).toMatch(/Tecnologia<\/span><\/a><span class="live-label" data-live-label="">AO VIVO<\/span>/);
    expect(html.match(/AO VIVO/g)).toHaveLength(1);
  });

  it('article head falls back to the title and summary when the SEO fields are blank', async () => {
    const html = await render('/artigo/artigo-numero-1', {
      article: { id: 'a1', doc: doc(1, { metaTitle: '  ', metaDescription: '' }), content: '' },
    });
    expect(html).toContain('<title>Artigo número 1 | Pauta</title>');
    expect(html).toContain('<meta name="description" content="Resumo do artigo 1"');
  });

  it('category: heading, cards, the infinite list’s end; empty: the spec’s text and retry', async () => {
    const html = await render('/categoria/tecnologia', {
      list: { kind: 'category', key: 'tecnologia', docs: docs(9) },
    });
    expectChrome(html);
    expect(html).toMatch(/<h1[^>]*>Tecnologia<\/h1>/);
    expect(breadcrumbs(html)).toMatch(/Categoria[\s\S]*Tecnologia/);
    expect(html).toContain('data-island-visible');
    expect(islands(html)).toContain('category-list');
    expect(html).toContain('href="/rss/categoria/tecnologia.xml"');
    const empty = text(
      await render('/categoria/tecnologia', { list: { kind: 'category', key: 'tecnologia', docs: [] } }),
    );
    expect(empty).toContain('Nenhum artigo encontrado nesta categoria.');
    expect(empty).toContain('Tentar novamente');
  });

  it('tag: the articles, Voltar para tópicos, Carregar mais only with a full first page', async () => {
    const full = await render('/tag/IA', { list: { kind: 'tag', key: 'ia', docs: docs(9) } });
    expectChrome(full);
    expect(full).toMatch(/<h1[^>]*>#(<!-- -->)?IA<\/h1>/);
    expect(text(full)).toContain('Voltar para tópicos');
    expect(text(full)).toContain('Carregar mais artigos');
    const short = await render('/tag/IA', { list: { kind: 'tag', key: 'ia', docs: docs(2) } });
    expect(text(short)).not.toContain('Carregar mais artigos');
    const empty = await render('/tag/IA', { list: { kind: 'tag', key: 'ia', docs: [] } }, { status: 404 });
    expect(text(empty)).toContain('Nenhum artigo encontrado para este tópico.');
    expect(empty).toMatch(/name="robots" content="noindex"/);
  });

  it('topics, all articles, search and the static pages', async () => {
    const topics = await render('/topicos', {
      tagStats: { ia: { label: 'IA', count: 1 }, rede: { label: 'Rede', count: 2 } },
    });
    expectChrome(topics);
    expect(text(topics)).toContain('1 artigo');
    expect(text(topics)).toContain('2 artigos');
    expect(topics).toContain('placeholder="Pesquisar por tópicos..."');
    expect(text(await render('/topicos', { tagStats: {} }))).toContain('Nenhum tópico encontrado.');

    const all = await render('/artigos', { list: { kind: 'all', key: '', docs: docs(12) } });
    expectChrome(all);
    expect(text(all)).toContain('Próxima →');
    expect(text(await render('/artigos', { list: { kind: 'all', key: '', docs: [] } }))).toContain(
      'Nenhum artigo disponível no momento',
    );

    const hit = {
      ...doc(1),
      id: 'a1',
      categoryPath: '/categoria/tecnologia',
      publishedAt: '2025-03-05T12:00:00.000Z',
      terms: ['artigo'],
    };
    const search = await render('/busca?q=artigo', { search: { query: 'artigo', hits: [hit] } } as never);
    expectChrome(search);
    expect(search).toContain('<mark');
    expect(search).toMatch(/name="robots" content="noindex"/);

    for (const path of ['/sobre', '/privacidade', '/termos', '/contato']) {
      const page = await render(path, {});
      expectChrome(page);
      expect(breadcrumbs(page)).not.toBeNull();
    }
  });

  it('visitor profile: name, role and articles linked by id', async () => {
    const html = await render('/visitante/autora1', {
      profile: { id: 'autora1', name: 'Ana Lima', role: 'editor' },
      authorArticles: { id: 'autora1', docs: docs(2) },
    });
    expectChrome(html);
    expect(html).toContain('href="/artigo/a1"');
    expect(breadcrumbs(html)).toContain('Ana Lima');
  });

  it('not found: the site’s page, the article’s and the profile’s, never indexed', async () => {
    const page = await render('/nao-existe', {}, { notFound: 'page' });
    expectChrome(page);
    expect(text(page)).toContain('Oops! Page not found');
    expect(page).toMatch(/name="robots" content="noindex"/);
    expect(text(await render('/artigo/nao-existe', {}, { notFound: 'article' }))).toContain('Artigo não encontrado');
    expect(text(await render('/visitante/x', {}, { notFound: 'profile' }))).toContain('Perfil não encontrado.');
    // An address no reader route names, even without the function's verdict.
    expect(text(await render('/qualquer/coisa/aqui', {}))).toContain('Oops! Page not found');
  });

  it('the site’s SEO settings title the pages and set the canonical base', async () => {
    const html = await render('/sobre', {}, { site: { title: 'Pauta Notícias', baseUrl: 'https://www.pauta.com.br' } });
    expect(html).toMatch(/<title>Sobre[^<]*\| Pauta Notícias<\/title>/);
    expect(html).toContain('<link rel="canonical" href="https://www.pauta.com.br/sobre"');
  });
});

describe('pages without script', () => {
  it('a preview: the article under its band; no script, no state, never indexed', async () => {
    const html = await readerServer.renderPreviewPage({
      origin: ORIGIN,
      site: {},
      sanitize: (body) => body,
      article: { id: 'rascunho', doc: doc(1, { status: 'draft' }), content: '<p>Rascunho.</p>' },
      validity: 'link válido até 08/02/2026 às 18:30',
    });
    expect(html).not.toMatch(/<script|modulepreload/);
    expect(text(html)).toContain('Prévia — não publicada · link válido até 08/02/2026 às 18:30');
    expect(html).toContain('<p>Rascunho.</p>');
    expect(html).toContain('<title>Prévia: Artigo número 1 | Pauta</title>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/reader.css">');
  });

  it('a newsletter answer: its panel and the form with the address kept', async () => {
    const html = await readerServer.renderPrivatePage({
      origin: ORIGIN,
      site: {},
      title: 'Não foi possível concluir a inscrição',
      bodyHtml: '<h1>Não foi possível concluir a inscrição</h1><p role="alert">Email inválido.</p>',
      form: { source: 'rodape', value: 'quase@' },
    });
    expect(html).not.toMatch(/<script|modulepreload/);
    expect(html).toContain('data-newsletter-page');
    expect(html).toMatch(/<form[^>]*action="\/api\/newsletter" method="post"/);
    expect(html).toContain('value="quase@"');
  });
});
