// Reader-page benchmark (`npm run bench:pages`, part of `npm run bench`): the current reader pages
// and, in the same run, those of an older commit (BENCH_BASELINE, default 16ebccd: the parallel
// renderer and the app's hand-off this code replaced), each served by its own build and render
// function behind a Hosting stand-in, against one Firestore emulator. Measured:
//   1. Firestore documents read per page view (the function's and the browser's) at 30 and 3,000
//      published articles;
//   2. the render function per page type: p50/p95 warm, and its cold start (a new process, the
//      module loaded, one page rendered);
//   3. every reader page type on a phone (390×844, touch) at 4× CPU, cold, median of BENCH_RUNS (5),
//      JavaScript on and off side by side: JS before the reader acts, LCP, what the first touch
//      changes on screen (words, links), breadcrumbs before it, blocking and the longest event
//      after it. The page comes from the edge's copy (as Hosting's CDN serves most readers): every
//      load gets the same bytes at once, and the function's time is step 2's;
//   4. a tap on a link to an article until that page is painted (article → article through a link
//      in the body, category → article through a card), with and without the prefetch rules.
// The targets (scripts/bench/reader-gates.ts) fail the run. BENCH_SIZE=small (what `npm test` runs):
// 30 articles, one load per cell, no baseline, two pages. To iterate on one measure: BENCH_PAGES
// (page names, comma-separated: home,tópicos), BENCH_SIZES (archive sizes: 30), BENCH_STEPS
// (reads,render,loads,taps,embeds), BENCH_BASELINE ('' for none; a commit after issue 33 is served
// with its own server bundle), BENCH_LCP_TRACE=1 (every LCP candidate of every load, with its
// element and the resources' timing), BENCH_ABLATE=1 (the current pages also without their prefetch
// rules, without their script, without their inline scripts, without any script: which part costs
// LCP; or some of those by name), BENCH_TRACE_DIR=<folder> (a Chromium trace of every load, until
// its LCP is measured: what the page's main thread did before it), BENCH_STEPS=screens
// (not a default step: every page type photographed for each version, JS off and on, phone and desktop,
// pixels compared with the current version's; scripts/bench/reader-screens.ts).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { startEmulators } from '../../emulators/src/server.js';
import { launchBrowser } from '../../test/e2e/support/browser.js';
import { startProcess } from '../lib/processes.mjs';
import { buildSite, installSite } from '../lib/builds.mjs';
import { waitForPort } from '../lib/ports.mjs';
import { ROOT } from '../lib/paths.mjs';
import { AUTH_PRELOAD, withPreloads } from '../lib/tools-preloads.mjs';
import { serveHosting, type RenderPage, type Site } from './hosting-server.js';
import { startEdge, type Edge } from './edge.js';
import { loadRenderPage, prepareBaseline, type Baseline } from './baseline.js';
import { loadAndTouch, tapToNextPage, type PageLoad } from './reader-measure.js';
import { pageProblems, readProblems } from './reader-gates.js';
import { addBulkArticles } from './bulk-articles.mjs';
import { embedsPageRow } from './embeds-page.js';
import { compareScreens } from './reader-screens.js';
import { writeHomeSnapshot } from '../seed/home-snapshot.mjs';
import { articleSlugPath, categoryPath, COLLECTIONS, formatEmulatorPorts, TAG_STATS_DOC, tagPath } from '@pauta/model';

const OFFSET = Number(process.env.PAUTA_PORT_OFFSET ?? 0);
// Below Linux's ephemeral range (32768–60999): a port there may be held at any moment by one end of
// an outgoing connection (a test stack's, Chromium's), and the Auth emulator's hub then cannot start.
const PORTS = Object.fromEntries(
  Object.entries({ firestore: 27080, storage: 27199, auth: 27099, hub: 27400, logging: 27500 }).map(([k, v]) => [
    k,
    v + OFFSET,
  ]),
) as Record<'firestore' | 'storage' | 'auth' | 'hub' | 'logging', number>;
const PROJECT = 'demo-pauta';
/** No Functions emulator here: the app's default port, as a build without a port for it had. */
const NO_FUNCTIONS_PORT = 5001;
const SMALL = process.env.BENCH_SIZE === 'small';
const RUNS = Number(process.env.BENCH_RUNS ?? (SMALL ? 1 : 5));
const CPU = 4;
const listed = (name: string) =>
  process.env[name]
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const SIZES = listed('BENCH_SIZES')?.map(Number) ?? (SMALL ? [30] : [30, 3000]);
const ONLY_PAGES = listed('BENCH_PAGES');
const STEPS = new Set(listed('BENCH_STEPS') ?? ['reads', 'render', 'loads', 'taps', 'embeds']);
/** BENCH_STEPS=screens: where the pages' pictures go (scripts/bench/reader-screens.ts). */
const SCREENS_DIR = process.env.BENCH_SCREENS_DIR ?? join(ROOT, '.test-data', 'reader-screens');
const LCP_TRACE = process.env.BENCH_LCP_TRACE === '1';
const BASELINE = SMALL ? '' : (process.env.BENCH_BASELINE ?? '16ebccd');
/** Render function timing: samples per page type after the warm-up. */
const RENDERS = SMALL ? 3 : 30;
const log = (line: string) => console.log(line);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mostFrequent = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
};
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

const workDir = mkdtempSync(join(tmpdir(), 'pauta-bench-'));
const config = join(workDir, 'firebase.json');
writeFileSync(
  config,
  JSON.stringify({
    firestore: { rules: join(ROOT, 'firestore.rules') },
    storage: { rules: join(ROOT, 'storage.rules') },
    emulators: {
      firestore: { port: PORTS.firestore },
      storage: { port: PORTS.storage },
      auth: { host: '127.0.0.1', port: PORTS.auth },
      hub: { host: '127.0.0.1', port: PORTS.hub },
      logging: { host: '127.0.0.1', port: PORTS.logging },
      ui: { enabled: false },
    },
  }),
);

Object.assign(process.env, {
  GCLOUD_PROJECT: PROJECT,
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
  FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${PORTS.storage}`,
  STORAGE_EMULATOR_HOST: `http://127.0.0.1:${PORTS.storage}`,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
  METADATA_SERVER_DETECTION: 'none',
});

const emulators = await startEmulators({
  only: ['firestore', 'storage'],
  projectId: PROJECT,
  configPath: config,
  log: () => {},
});
const auth = startProcess(
  'auth',
  process.execPath,
  [
    join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js'),
    'emulators:start',
    '--only',
    'auth',
    '--project',
    PROJECT,
    '--config',
    config,
  ],
  {
    cwd: workDir,
    env: { NODE_OPTIONS: withPreloads([AUTH_PRELOAD]) },
    log,
    quiet: true,
    shown: /\berror\b|\bport\b|taken|could not/i,
  },
);
const servers: { close(): Promise<void> }[] = [];
let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
const problems: string[] = [];

type Version = 'atual' | 'anterior' | `atual ${string}`;
interface Variant {
  version: Version;
  url: string;
  /** The same site without its pages' prefetch rules. */
  plainUrl?: string;
  /** The same site behind its edge (the loads: the browser's work, not the function's or this process's). */
  edge: Edge;
  renderPage: RenderPage;
  renderModule: string;
  env: Record<string, string>;
}

try {
  await waitForPort(PORTS.auth, { isAlive: auth.isAlive });
  const webEnv = {
    VITE_USE_EMULATORS: 'true',
    VITE_FIRESTORE_EMULATOR_PORT: String(PORTS.firestore),
    VITE_STORAGE_EMULATOR_PORT: String(PORTS.storage),
    VITE_AUTH_EMULATOR_PORT: String(PORTS.auth),
  };
  // The emulators' build of the site, made once for its content (`npm test`'s build step has made
  // it): this copy names the benchmark's ports, in its app.html and, through the render function
  // (as in a local stack), in every page it renders.
  const webDir = join(workDir, 'web');
  const sitePorts = { ...PORTS, functions: NO_FUNCTIONS_PORT };
  await installSite((await buildSite(log)).dir, webDir, sitePorts);
  const baseline: Baseline | null = BASELINE ? await prepareBaseline(BASELINE, webEnv, log) : null;

  const { seed } = await import('../seed/index.mjs');
  await seed({ projectId: PROJECT, log: () => {} });
  const { initializeApp, getApps } = await import('firebase-admin/app');
  if (!getApps().some((a) => a.name === '[DEFAULT]'))
    initializeApp({ projectId: PROJECT, storageBucket: `${PROJECT}.appspot.com` });
  const { getFirestore } = await import('firebase-admin/firestore');
  const { getStorage } = await import('firebase-admin/storage');
  const db = getFirestore();

  // The render functions' code, in this process: the current one with this build's server bundle,
  // the older one with its build's app.html as its shell.
  const currentEnv = {
    PAUTA_READER_SERVER: join(webDir, '.server', 'reader-server.mjs'),
    FUNCTIONS_EMULATOR: 'true',
    PAUTA_EMULATOR_PORTS: formatEmulatorPorts(sitePorts),
  };
  Object.assign(process.env, currentEnv);
  const renderModule = join(ROOT, 'functions', 'src', 'render', 'render.ts');
  const storeModule = join(ROOT, 'functions', 'src', 'search', 'search-index-store.ts');
  const store = (await import(storeModule)) as {
    readSearchIndexText?: (db: unknown, bucket: unknown) => Promise<string>;
    default?: { readSearchIndexText: (db: unknown, bucket: unknown) => Promise<string> };
  };
  const readIndex = store.readSearchIndexText ?? store.default!.readSearchIndexText;
  const searchIndex = () => readIndex(db, getStorage().bucket());
  const variants: Variant[] = [];
  const serve = async (site: Site) => {
    const server = await serveHosting(site);
    servers.push(server);
    return server.url;
  };
  const served = async (site: Site) => {
    const url = await serve(site);
    const edge = await startEdge(url, `http://127.0.0.1:${PORTS.storage}`);
    servers.push(edge);
    return { url, edge };
  };
  const current: Site = {
    dir: webDir,
    firebaseJson: join(ROOT, 'firebase.json'),
    renderPage: await loadRenderPage(renderModule),
    searchIndex,
  };
  variants.push({
    version: 'atual',
    ...(await served(current)),
    plainUrl: await serve({
      ...current,
      rewriteHtml: (html) => html.replace(/<script type="speculationrules">[\s\S]*?<\/script>/, ''),
    }),
    renderPage: current.renderPage,
    renderModule,
    env: currentEnv,
  });
  // BENCH_ABLATE=1 (or some of the names, comma-separated): the current pages also served without
  // one part each, to see what costs LCP; 'sem nenhum' runs no script of the page at all, so its
  // side with JavaScript costs only what Chromium does when JavaScript is on.
  const ablate = listed('BENCH_ABLATE');
  if (ablate?.length) {
    const ablations: [string, RegExp][] = [
      ['sem regras', /<script type="speculationrules">[\s\S]*?<\/script>/],
      ['sem script', /<script type="module"[^>]*><\/script>/],
      ['sem inline', /<script>[^<]*<\/script>|<script id="pauta-beacon">[^<]*<\/script>/g],
      ['sem nenhum', /<script\b(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g],
    ];
    for (const [name, part] of ablations.filter(([name]) => ablate.includes('1') || ablate.includes(name)))
      variants.push({
        version: `atual ${name}`,
        ...(await served({ ...current, rewriteHtml: (html) => html.replace(part, '') })),
        renderPage: current.renderPage,
        renderModule,
        env: currentEnv,
      });
  }
  if (baseline) {
    // A commit after issue 33 renders with its own build's server bundle (the current function has
    // loaded this build's already: the bundle is read once per module), an older one into its app.html.
    const serverBundle = join(baseline.web, '.server', 'reader-server.mjs');
    await current.renderPage('/sobre', variants[0]!.url);
    const baselineEnv: Record<string, string> = existsSync(serverBundle)
      ? { PAUTA_READER_SERVER: serverBundle }
      : { PAUTA_SHELL_FILE: join(baseline.web, 'app.html') };
    Object.assign(process.env, baselineEnv);
    const renderPage = await loadRenderPage(baseline.renderModule);
    variants.push({
      version: 'anterior',
      ...(await served({ dir: baseline.web, firebaseJson: baseline.firebaseJson, renderPage, searchIndex })),
      renderPage,
      renderModule: baseline.renderModule,
      env: baselineEnv,
    });
  }
  browser = await launchBrowser();

  const { slug, title, second } = await benchArticles(db);
  const tag = await firstTag(db);
  const READER_PAGES = [
    { name: 'home', path: '/' },
    { name: 'artigo', path: articleSlugPath(slug) },
    { name: 'categoria', path: categoryPath('tecnologia') },
    { name: 'tag', path: tagPath(tag) },
    { name: 'tópicos', path: '/topicos' },
    { name: 'artigos', path: '/artigos' },
    { name: 'busca', path: '/busca?q=tecnologia' },
    { name: 'sobre', path: '/sobre' },
  ].filter((page) => (ONLY_PAGES ? ONLY_PAGES.includes(page.name) : !SMALL || ['home', 'artigo'].includes(page.name)));

  // 0. BENCH_STEPS=screens: every page type's pictures, each version against the current one.
  if (STEPS.has('screens')) {
    const screens = await compareScreens(
      browser,
      variants,
      [...READER_PAGES, { name: '404', path: '/nao-existe' }],
      SCREENS_DIR,
      log,
    );
    console.log(`\nPixels diferentes da versão atual, página inteira (${SCREENS_DIR}):`);
    console.table(screens);
  }

  // 1. Reads per view.
  const reads: { page: string; articles: number; reads: number; versão: Version }[] = [];
  for (const size of SIZES) {
    if (size > 30) {
      await addBulkArticles(size - (await publishedCount(db)), log);
      await writeHomeSnapshot(db); // no Functions emulator here: rebuild public/home as its trigger would
    }
    if (STEPS.has('reads'))
      for (const variant of variants)
        for (const page of READER_PAGES.filter((p) => ['home', 'artigo', 'categoria', 'tópicos'].includes(p.name)))
          reads.push({
            page: page.name,
            articles: size,
            reads: await readsFor(variant, page.path),
            versão: variant.version,
          });
  }
  console.log('\nLeituras de documentos por visualização (a função e o navegador; emulador):');
  console.table(reads);
  problems.push(...readProblems(reads.filter((r) => r.versão === 'atual')));

  // 2. The render function: warm p50/p95 per page type, cold start.
  const timing: Record<string, string | number>[] = [];
  for (const page of STEPS.has('render') ? READER_PAGES : []) {
    const row: Record<string, string | number> = { página: page.name };
    for (const variant of variants) {
      const [path, query] = page.path.split('?');
      const params = Object.fromEntries(new URLSearchParams(query ?? ''));
      for (let i = 0; i < 5; i++) await variant.renderPage(path!, variant.url, params);
      const samples: number[] = [];
      for (let i = 0; i < RENDERS; i++) {
        const started = performance.now();
        await variant.renderPage(path!, variant.url, params);
        samples.push(performance.now() - started);
      }
      row[`p50 ${variant.version} (ms)`] = +percentile(samples, 0.5).toFixed(1);
      row[`p95 ${variant.version} (ms)`] = +percentile(samples, 0.95).toFixed(1);
    }
    timing.push(row);
  }
  const cold: Record<string, string | number> = { página: 'artigo (início a frio)' };
  for (const variant of STEPS.has('render') && READER_PAGES.some((p) => p.name === 'artigo') ? variants : []) {
    const samples: number[] = [];
    for (let i = 0; i < (SMALL ? 1 : 3); i++)
      samples.push(await coldStart(variant, READER_PAGES.find((p) => p.name === 'artigo')!.path));
    cold[`p50 ${variant.version} (ms)`] = median(samples);
  }
  timing.push(cold);
  console.log(
    `\nFunção de renderização, por página (${RENDERS} renderizações aquecidas; início a frio: processo novo):`,
  );
  console.table(timing);

  // 3. Every reader page on a phone at 4× CPU, JavaScript on and off.
  const table: Record<string, string | number>[] = [];
  for (const page of STEPS.has('loads') ? READER_PAGES : []) {
    for (const variant of variants) {
      const on: PageLoad[] = [];
      const off: PageLoad[] = [];
      // The edge's copy of this address and of what it names, made before the measures: every load
      // below gets those bytes at once (the function's own time is step 2's) from a thread that does
      // nothing else, so JS on and off differ by the browser's work.
      const kept = await variant.edge.warm(page.path);
      if (kept.status !== 200) throw new Error(`${page.path}: ${kept.status} da função (${variant.version})`);
      log(`  ${variant.version} ${page.name}: na borda com ${kept.files} arquivos e ${kept.covers} capas`);
      const weight = await pageWeight(variant, await (await fetch(variant.edge.url + page.path)).text());
      await variant.edge.stalls();
      // With and without JavaScript in turns, each first every other run: a load's place in the run
      // (the first of a page, right after another's settling) must not count for one side only.
      for (let i = 0; i < RUNS; i++)
        for (const js of i % 2 ? [false, true] : [true, false])
          (js ? on : off).push(await retried(() => loadAndTouch(browser!, variant.edge.url + page.path, CPU, js)));
      const edgeStallMs = await variant.edge.stalls();
      const measures = {
        page: page.name,
        jsKB: +median(on.map((r) => r.jsKB)).toFixed(1),
        wordsChanged: median(on.map((r) => r.wordsChanged)),
        linksChanged: on.filter((r) => r.linksChanged).length > on.length / 2,
        blockingMs: median(on.map((r) => r.blockingMs)),
        worstEventMs: median(on.map((r) => r.worstEventMs)),
        lcpMs: median(on.map((r) => r.lcpMs)),
        lcpNoJsMs: median(off.map((r) => r.lcpMs)),
      };
      table.push({
        página: page.name,
        versão: variant.version,
        'JS antes (KB br)': measures.jsKB,
        'palavras mudam': measures.wordsChanged,
        'links mudam': measures.linksChanged ? 'sim' : 'não',
        'migalhas antes': on[0]!.breadcrumbs ? 'sim' : 'não',
        'bloqueio após toque (ms)': measures.blockingMs,
        'pior evento (ms)': measures.worstEventMs,
        'LCP JS (ms)': measures.lcpMs,
        'LCP sem JS (ms)': measures.lcpNoJsMs,
        'HTML (KB)': weight.htmlKB,
        'CSS (KB)': weight.cssKB,
        'HTML JS / sem (ms)': `${median(on.map((r) => r.documentMs))} / ${median(off.map((r) => r.documentMs))}`,
        'maior pausa da borda (ms)': edgeStallMs,
        // Loads in turns: the i-th with JavaScript beside the i-th without, measured a moment apart.
        'pares com JS mais lento': `${on.filter((load, i) => load.lcpMs > off[i]!.lcpMs).length} de ${on.length}`,
        'elemento do LCP com JS': mostFrequent(on.map((r) => r.lcpElement)),
        'elemento do LCP sem JS': mostFrequent(off.map((r) => r.lcpElement)),
      });
      if (LCP_TRACE)
        for (const [label, loads] of [
          ['com JS', on],
          ['sem JS', off],
        ] as const)
          loads.forEach((load, i) =>
            log(`  ${variant.version} ${page.name} ${label} #${i + 1}: ${load.lcpTrace.join(' → ')}`),
          );
      log(JSON.stringify(table[table.length - 1]));
      if (variant.version === 'atual') problems.push(...pageProblems(measures, undefined, { lcp: RUNS >= 3 }));
    }
  }
  console.log(`\nPáginas de leitura num celular (390×844) com CPU ${CPU}× mais lenta, a frio (mediana de ${RUNS}):`);
  console.table(table);

  // 4. A tap on a link to an article, until that page is painted.
  const navigation: Record<string, string | number>[] = [];
  const routes = [
    {
      name: 'artigo → artigo (link no texto)',
      from: articleSlugPath(slug),
      selector: `[data-testid="article-body"] a[href="${articleSlugPath(second.slug)}"]`,
      title: second.title,
    },
    {
      name: 'categoria → artigo (cartão)',
      from: categoryPath('tecnologia'),
      selector: `main a[href="${articleSlugPath(slug)}"]`,
      title,
    },
  ];
  for (const route of STEPS.has('taps') ? routes : []) {
    const row: Record<string, string | number> = { caminho: route.name };
    for (const variant of variants) {
      const ways: [string, string][] = [
        [variant.version === 'atual' ? 'atual, com pré-carga' : variant.version, variant.url],
      ];
      if (variant.plainUrl) ways.push(['atual, sem pré-carga', variant.plainUrl]);
      for (const [label, base] of ways) {
        const samples: number[] = [];
        for (let i = 0; i < RUNS; i++)
          samples.push(
            await retried(() => tapToNextPage(browser!, base + route.from, route.selector, route.title, CPU)),
          );
        row[`${label} (ms)`] = median(samples);
      }
    }
    navigation.push(row);
    log(JSON.stringify(row));
  }
  console.log(`\nDo toque num link até a página do artigo pintada (CPU ${CPU}×, mediana de ${RUNS}):`);
  console.table(navigation);

  // 5. An article with two embeds (issue 36): nothing from a third party before a click.
  const embeds = STEPS.has('embeds')
    ? await retried(() => embedsPageRow(browser!, db, variants[0]!.url, slug, CPU))
    : undefined;
  if (embeds) {
    console.log(`\nArtigo com duas incorporações num celular (CPU ${CPU}×), lido até o fim, depois um clique:`);
    console.table([embeds.row]);
    problems.push(...embeds.problems);
  }
  console.log(JSON.stringify({ reads, timing, pages: table, navigation, embeds: embeds?.row }));
} finally {
  await browser?.close();
  for (const server of servers) await server.close();
  await auth.stop();
  await emulators.close();
  rmSync(workDir, { recursive: true, force: true });
}
if (problems.length) {
  console.error(`\nAcima das metas:\n${problems.join('\n')}`);
  process.exitCode = 1;
}

/**
 * What every reader downloads before the page can paint, JS or not: the page's HTML and the
 * stylesheets it links (raw KB; as served, before any compression).
 */
async function pageWeight(variant: Variant, html: string): Promise<{ htmlKB: number; cssKB: number }> {
  const links = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  let css = 0;
  for (const href of new Set(links)) css += (await (await fetch(new URL(href, variant.url))).arrayBuffer()).byteLength;
  const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
  return { htmlKB: kb(Buffer.byteLength(html)), cssKB: kb(css) };
}

/** A load once more, in a fresh browser, when Chromium went away under it (a loaded machine). */
async function retried<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    log(`Medição repetida após erro: ${String(error).split('\n')[0]}`);
    await browser?.close().catch(() => undefined);
    browser = await launchBrowser();
    return load();
  }
}

/**
 * Reads of one view: the page loaded and left alone until quiet (the function's reads and the
 * browser's). The site without its prefetch rules: a prefetched page's reads are that next view's.
 * Two views in a row, the lower kept: the site settings' document is read once per 10 s per
 * instance (functions/src/render/site-settings.ts), not once per view, and may expire during either.
 */
async function readsFor(variant: Variant, path: string): Promise<number> {
  const base = variant.plainUrl ?? variant.url;
  await variant.renderPage(path, base); // the instance warm (its settings read, its shell)
  const views: number[] = [];
  for (let i = 0; i < 2; i++) {
    const context = await browser!.newContext();
    const tab = await context.newPage();
    emulators.firestore!.readCounter.reset();
    await tab.goto(base + path);
    await tab.waitForLoadState('networkidle');
    views.push(emulators.firestore!.readCounter.total);
    await context.close();
  }
  log(`${variant.version} ${path}: ${views.join(' e ')} leituras`);
  return Math.min(...views);
}

/**
 * A new Node process: the render function's module loaded and one page rendered (ms since its start).
 * Asynchronous: the Firestore emulator it reads from runs in this process, whose event loop must keep going.
 */
function coldStart(variant: Variant, path: string): Promise<number> {
  const script = `
    const started = performance.now();
    const { initializeApp } = await import('firebase-admin/app');
    initializeApp({ projectId: '${PROJECT}' });
    const mod = await import(${JSON.stringify(variant.renderModule)});
    const renderPage = mod.renderPage ?? mod.default.renderPage;
    const page = await renderPage(${JSON.stringify(path)}, 'http://127.0.0.1');
    if (page.status !== 200) throw new Error('status ' + page.status);
    console.log(JSON.stringify({ ms: performance.now() - started }));`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, ...variant.env, NODE_OPTIONS: '' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill(), 120_000);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      const line = stdout.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{'))
        reject(new Error(`início a frio falhou (${code ?? signal}): ${stderr.slice(-800)} ${stdout.slice(-300)}`));
      else resolve(Math.round((JSON.parse(line) as { ms: number }).ms));
    });
  });
}

async function publishedCount(db: Firestore): Promise<number> {
  const snap = await db.collection(COLLECTIONS.articles).where('status', '==', 'published').count().get();
  return snap.data().count;
}

async function firstTag(db: Firestore): Promise<string> {
  const snap = await db.collection(COLLECTIONS.stats).doc(TAG_STATS_DOC).get();
  const tags = (snap.get('tags') ?? {}) as Record<string, { count: number; label?: string }>;
  const top = Object.entries(tags).sort((a, b) => b[1].count - a[1].count)[0];
  return top?.[1].label ?? top?.[0] ?? 'ia';
}

/**
 * The newest published article (the article page measured), which links in its body to the next
 * one (the article → article tap), both in tecnologia's first page.
 */
async function benchArticles(db: Firestore) {
  const snap = await db
    .collection(COLLECTIONS.articles)
    .where('status', '==', 'published')
    .where('category', '==', 'tecnologia')
    .orderBy('publishedAt', 'desc')
    .limit(2)
    .get();
  const [first, next] = snap.docs;
  if (!first || !next) throw new Error('the seed has fewer than two tecnologia articles');
  const content = db.collection(COLLECTIONS.articleContents).doc(first.id);
  const body = String((await content.get()).get('content') ?? '');
  const link = `<p>Leia também: <a href="${articleSlugPath(next.get('slug'))}">${next.get('title')}</a>.</p>`;
  if (!body.includes(link)) await content.update({ content: `${link}${body}` });
  return {
    slug: first.get('slug') as string,
    title: first.get('title') as string,
    second: { slug: next.get('slug') as string, title: next.get('title') as string },
  };
}
