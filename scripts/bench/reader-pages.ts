// Reader-page benchmark, the same build served two ways side by side: rendered (Hosting's rewrites
// to the render function) and client-only (rewrites off). Firestore documents read per page view
// (as counted by our emulator, the function's reads included) with 30 and 3,000 published articles;
// at 3,000, the time to the first article text, LCP and the bytes of HTML/JS/CSS/images of a cold
// load in Chromium (median of 5). Run with `npm run bench:pages` (part of `npm run bench`).
// Then, rendered only, every reader page before any interaction at 1× and 4× CPU, JavaScript on
// and off (the floor): JS transferred (brotli), main-thread blocking (long tasks over 50 ms) and LCP.
// `BENCH_PAGES=interacao` runs only that last table, at the seed's size (quicker while iterating).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulators } from '../../emulators/src/server.js';
import { launchBrowser } from '../../test/e2e/support/browser.js';
import { startProcess, run } from '../lib/processes.mjs';
import { waitForPort } from '../lib/ports.mjs';
import { serveHosting } from './hosting-server.js';
import { ROOT } from '../lib/paths.mjs';
import { addBulkArticles } from './bulk-articles.mjs';
import { writeHomeSnapshot } from '../seed/home-snapshot.mjs';
import {
  ARTICLE_PATH_PREFIX,
  articleSlugPath,
  categoryPath,
  COLLECTIONS,
  TAG_PATH_PREFIX,
  TAG_STATS_DOC,
  tagPath,
} from '@pauta/model';

// Shifted by PAUTA_PORT_OFFSET like every stack port, so two checkouts can benchmark at once.
const OFFSET = Number(process.env.PAUTA_PORT_OFFSET ?? 0);
const PORTS = Object.fromEntries(
  Object.entries({ firestore: 47080, storage: 47199, auth: 47099, hub: 47400, logging: 47500 }).map(([k, v]) => [
    k,
    v + OFFSET,
  ]),
) as Record<'firestore' | 'storage' | 'auth' | 'hub' | 'logging', number>;
const PROJECT = 'demo-pauta';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ONLY_INTERACTION = process.env.BENCH_PAGES === 'interacao';
/** The targets for a rendered reader page before the reader interacts. */
const TARGET = { jsKB: 50, blockingMs: 150, lcpOverFloor: 0.1 };
/** The first article link on a list page, whichever rendering shows it first. */
const FIRST_CARD = `main a[href^="${ARTICLE_PATH_PREFIX}"]`;
const log = (line: string) => console.log(line);

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
  { cwd: workDir, log, quiet: true },
);
const webDir = join(workDir, 'web');
const servers: { url: string; close(): Promise<void> }[] = [];
let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;

type Mode = 'client-only' | 'renderizada';
interface PageToVisit {
  firstText: string;
  name: string;
  path: string;
  ready: string;
  budget: number;
}

try {
  await waitForPort(PORTS.auth, { isAlive: auth.isAlive });
  log('Construindo o site com as portas do benchmark...');
  await run('npx', ['vite', 'build', '--outDir', webDir, '--emptyOutDir'], {
    cwd: join(ROOT, 'web'),
    env: {
      VITE_USE_EMULATORS: 'true',
      VITE_FIRESTORE_EMULATOR_PORT: String(PORTS.firestore),
      VITE_STORAGE_EMULATOR_PORT: String(PORTS.storage),
      VITE_AUTH_EMULATOR_PORT: String(PORTS.auth),
    },
    log,
  });
  const { seed } = await import('../seed/index.mjs');
  await seed({ projectId: PROJECT, log: () => {} });
  // The render function's code reads through the default admin app, as in the Functions runtime.
  const { initializeApp, getApps } = await import('firebase-admin/app');
  if (!getApps().some((a) => a.name === '[DEFAULT]'))
    initializeApp({ projectId: PROJECT, storageBucket: `${PROJECT}.appspot.com` });
  // The same build twice: Hosting's rewrites to the render function on, and off (client-only).
  const origins: Record<Mode, string> = { 'client-only': '', renderizada: '' };
  for (const mode of ['client-only', 'renderizada'] as const) {
    const server = await serveHosting(webDir, { render: mode === 'renderizada' });
    servers.push(server);
    origins[mode] = server.url;
  }
  browser = await launchBrowser();
  log('Medindo no Chromium...');

  const firestore = emulators.firestore!;
  const pages = await pagesToVisit();
  if (ONLY_INTERACTION) {
    await interactionTable();
  } else {
    await readsAndLoads();
    await interactionTable();
  }

  async function readsAndLoads() {
    const rows: Record<string, number | string>[] = [];
    for (const size of [30, 3000]) {
      if (size === 3000) {
        await addBulkArticles(3000 - (await publishedCount()), log);
        // No Functions emulator here: rebuild public/home as onArticleWritten would have.
        await writeHomeSnapshot(await benchDb());
      }
      for (const page of pages) {
        const row: Record<string, number | string> = { artigos: size, página: page.name };
        for (const mode of ['client-only', 'renderizada'] as const)
          row[`leituras ${mode}`] = await readsFor(mode, page);
        row.limite = page.budget;
        rows.push(row);
      }
    }

    // At 3,000 articles, cold loads: first article text, LCP and bytes per type, each mode.
    const timing: Record<string, number | string>[] = [];
    const bytes: Record<string, number | string>[] = [];
    for (const page of pages) {
      for (const mode of ['client-only', 'renderizada'] as const) {
        const runs: { text: number; lcp: number }[] = [];
        let weight: Record<string, number> = {};
        for (let i = 0; i < RUNS; i++) {
          const measured = await coldLoad(mode, page);
          runs.push(measured);
          if (i === 0) weight = measured.bytes;
        }
        const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
        timing.push({
          página: page.name,
          modo: mode,
          'primeiro texto (ms)': median(runs.map((r) => r.text)),
          'LCP (ms)': median(runs.map((r) => r.lcp)),
        });
        bytes.push({ página: page.name, modo: mode, ...weight });
      }
    }

    console.log('\nLeituras de documentos por visualização (emulador; a função conta na coluna renderizada):');
    console.table(rows);
    console.log(`\nCarregamento a frio com ${await publishedCount()} artigos (mediana de ${RUNS}):`);
    console.table(timing);
    console.log('\nBytes por página (KB sem compressão: o servidor do benchmark não comprime; primeira visita):');
    console.table(bytes);
    const over = rows.filter(
      (r) =>
        Number(r['leituras client-only']) > Number(r.limite) || Number(r['leituras renderizada']) > Number(r.limite),
    );
    console.log(JSON.stringify({ reads: rows, timing, bytes }));
    if (over.length) {
      console.error('Acima do orçamento de leituras:', over);
      process.exitCode = 1;
    }
  }

  /**
   * Every rendered reader page, cold, untouched: JS transferred before any interaction (each script
   * response compressed with brotli, as Hosting serves it), main-thread blocking (the sum of every
   * long task's time over 50 ms) and the final LCP, at 1× and 4× CPU, JavaScript on and off.
   */
  async function interactionTable() {
    const slug = (
      pages
        .find((p) => p.name === 'artigo')!
        .path.split('/')
        .pop() ?? ''
    ).trim();
    const tag = await firstTag();
    const readerPages = [
      { name: 'home', path: '/' },
      { name: 'artigo', path: articleSlugPath(slug) },
      { name: 'categoria', path: categoryPath('tecnologia') },
      { name: 'tag', path: tagPath(tag) },
      { name: 'tópicos', path: '/topicos' },
      { name: 'artigos', path: '/artigos' },
      { name: 'busca', path: '/busca?q=tecnologia' },
      { name: 'sobre', path: '/sobre' },
    ];
    const table: Record<string, number | string>[] = [];
    for (const page of readerPages) {
      for (const cpu of [1, 4]) {
        const row: Record<string, number | string> = { página: page.name, CPU: `${cpu}×` };
        const measured: Record<'on' | 'off', { js: number; blocking: number; lcp: number; lcps: number }[]> = {
          on: [],
          off: [],
        };
        for (let i = 0; i < RUNS; i++) {
          for (const js of ['on', 'off'] as const)
            measured[js].push(await retried(() => untouchedLoad(page.path, cpu, js === 'on')));
        }
        const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
        const on = measured.on;
        const off = measured.off;
        row['JS KB (br)'] = +median(on.map((r) => r.js)).toFixed(1);
        row['bloqueio (ms)'] = median(on.map((r) => r.blocking));
        row['LCP JS (ms)'] = median(on.map((r) => r.lcp));
        row['LCP sem JS (ms)'] = median(off.map((r) => r.lcp));
        row['entradas LCP'] = Math.max(...on.map((r) => r.lcps));
        table.push(row);
        log(JSON.stringify(row));
      }
    }
    console.log(`\nPáginas renderizadas antes de qualquer interação (mediana de ${RUNS}; JS com brotli):`);
    console.table(table);
    console.log(JSON.stringify({ interaction: table }));
    const failing = table.filter(
      (r) =>
        Number(r['JS KB (br)']) > TARGET.jsKB || (r.CPU === '4×' && Number(r['bloqueio (ms)']) > TARGET.blockingMs),
    );
    if (failing.length) console.error('Acima das metas (50 KB de JS, 150 ms de bloqueio a 4×):', failing);
  }

  /** A load once more, in a fresh browser, when Chromium went away under it (a loaded machine). */
  async function retried<T>(load: () => Promise<T>): Promise<T> {
    try {
      return await load();
    } catch (error) {
      log(`Carregamento repetido após erro: ${String(error).split('\n')[0]}`);
      await browser?.close().catch(() => undefined);
      browser = await launchBrowser();
      return load();
    }
  }

  /** One cold load left alone until the network and the main thread are quiet. */
  async function untouchedLoad(path: string, cpu: number, javaScriptEnabled: boolean) {
    const context = await browser!.newContext({ javaScriptEnabled });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Performance.enable');
    const scripts: Promise<number>[] = [];
    tab.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then(
          (body) => brotliCompressSync(body).length,
          () => 0,
        ),
      );
    });
    // Long tasks, recorded from the first byte by an init script (with page JS off it still runs,
    // but its observer never fires: nothing of the page's runs either). LCP entries come from the
    // DevTools protocol, which reports them with page JS off too (an in-page observer would not).
    await tab.addInitScript(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const lcps: number[] = [];
    cdp.on('PerformanceTimeline.timelineEventAdded', ({ event }) => {
      const details = event.lcpDetails;
      if (event.type === 'largest-contentful-paint' && details)
        lcps.push((details.renderTime || details.loadTime || event.time) * 1000);
    });
    await cdp.send('PerformanceTimeline.enable', { eventTypes: ['largest-contentful-paint'] });
    await tab.goto(origins.renderizada + path);
    await tab.waitForLoadState('networkidle');
    await tab.waitForTimeout(1500 * cpu); // anything the page starts on its own after load
    // Synchronous evaluations only: with page JS off, a promise in the page never settles.
    const origin = await tab.evaluate(() => performance.timeOrigin);
    const tasks = await tab.evaluate(() => (window as unknown as { __longTasks?: number[] }).__longTasks ?? []);
    const result = {
      blocking: Math.round(tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
      lcp: lcps.length ? Math.round(lcps[lcps.length - 1]! - origin) : -1,
      lcps: lcps.length,
    };
    const js = (await Promise.all(scripts)).reduce((a, b) => a + b, 0) / 1024;
    await context.close();
    return { js, ...result };
  }

  async function firstTag(): Promise<string> {
    const snap = await (await benchDb()).collection(COLLECTIONS.stats).doc(TAG_STATS_DOC).get();
    const tags = (snap.get('tags') ?? {}) as Record<string, { count: number; label?: string }>;
    const top = Object.entries(tags).sort((a, b) => b[1].count - a[1].count)[0];
    return top?.[1].label ?? top?.[0] ?? 'ia';
  }

  /** Reads of one view: the app settled (and, rendered, the server's reads for the page). */
  async function readsFor(mode: Mode, page: PageToVisit) {
    const context = await browser!.newContext();
    const tab = await context.newPage();
    firestore.readCounter.reset();
    await tab.goto(origins[mode] + page.path);
    await tab.waitForSelector(page.ready, { timeout: 30_000 });
    await tab.waitForLoadState('networkidle');
    const reads = firestore.readCounter.total;
    await context.close();
    return reads;
  }

  /** A cold load: ms to the first article text (either rendering), final LCP, bytes by type. */
  async function coldLoad(mode: Mode, page: PageToVisit) {
    const context = await browser!.newContext();
    const tab = await context.newPage();
    const bytes: Record<string, number> = { html: 0, js: 0, css: 0, imagens: 0 };
    const kinds: Record<string, string> = { document: 'html', script: 'js', stylesheet: 'css', image: 'imagens' };
    const pending: Promise<void>[] = [];
    tab.on('requestfinished', (request) => {
      const kind = kinds[request.resourceType()];
      if (!kind) return;
      pending.push(
        request.sizes().then(
          (s) => void (bytes[kind] += s.responseBodySize),
          () => undefined,
        ),
      );
    });
    const started = Date.now();
    await tab.goto(origins[mode] + page.path);
    await tab.waitForSelector(page.firstText, { timeout: 30_000 });
    const text = Date.now() - started;
    await tab.waitForLoadState('networkidle');
    const lcp = await tab.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]!.startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(-1), 2000);
        }),
    );
    await Promise.all(pending);
    await context.close();
    const kb = Object.fromEntries(Object.entries(bytes).map(([k, v]) => [`${k} KB`, +(v / 1024).toFixed(1)]));
    return { text, lcp: Math.round(lcp), bytes: kb };
  }
} finally {
  await browser?.close();
  for (const server of servers) await server.close();
  await auth.stop();
  await emulators.close();
  rmSync(workDir, { recursive: true, force: true });
}

async function benchDb() {
  const { getFirestore } = await import('firebase-admin/firestore');
  const { initializeApp, getApps } = await import('firebase-admin/app');
  const app = getApps().find((a) => a.name === 'bench') ?? initializeApp({ projectId: PROJECT }, 'bench');
  return getFirestore(app);
}

async function publishedCount() {
  const snap = await (
    await benchDb()
  )
    .collection(COLLECTIONS.articles)
    .where('status', '==', 'published')
    .count()
    .get();
  return snap.data().count;
}

async function pagesToVisit(): Promise<PageToVisit[]> {
  const { getFirestore } = await import('firebase-admin/firestore');
  const { initializeApp, getApps } = await import('firebase-admin/app');
  const app = getApps().find((a) => a.name === 'bench') ?? initializeApp({ projectId: PROJECT }, 'bench');
  const snap = await getFirestore(app)
    .collection(COLLECTIONS.articles)
    .where('status', '==', 'published')
    .orderBy('publishedAt', 'desc')
    .limit(1)
    .get();
  const slug = snap.docs[0].get('slug');
  return [
    { name: 'home', path: '/', ready: '[data-testid="featured-card"]', firstText: FIRST_CARD, budget: 3 },
    {
      name: 'artigo',
      path: articleSlugPath(slug),
      ready: '[data-testid="article-body"] p',
      firstText: '[data-ssr="article-body"] p, [data-testid="article-body"] p',
      budget: 3,
    },
    {
      name: 'categoria',
      path: categoryPath('tecnologia'),
      ready: `#root ${FIRST_CARD}`,
      firstText: FIRST_CARD,
      budget: 10,
    },
    {
      name: 'tópicos',
      path: '/topicos',
      ready: `#root main a[href^="${TAG_PATH_PREFIX}"]`,
      firstText: `main a[href^="${TAG_PATH_PREFIX}"]`,
      budget: 10,
    },
  ];
}
