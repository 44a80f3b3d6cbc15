// Reader-page benchmark: Firestore documents read per page view (as counted by our emulator) with
// 30 and with 3,000 published articles, and the time to the first article's content in Chromium
// (median of 5 cold loads). Run with `npm run bench:pages` (part of `npm run bench`).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulators } from '../../emulators/src/server.js';
import { launchBrowser } from '../../test/e2e/support/browser.js';
import { startProcess, run } from '../lib/processes.mjs';
import { waitForPort } from '../lib/ports.mjs';
import { serveStatic } from '../lib/static-server.mjs';
import { ROOT } from '../lib/paths.mjs';
import { addBulkArticles } from './bulk-articles.mjs';

const PORTS = { firestore: 47080, storage: 47199, auth: 47099, hub: 47400, logging: 47500 };
const PROJECT = 'demo-pauta';
const RUNS = 5;
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
let server: { url: string; close(): Promise<void> } | undefined;
let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;

try {
  await waitForPort(PORTS.auth, { isAlive: auth.isAlive });
  log('Construindo o site com as portas do benchmark...');
  await run('npx', ['vite', 'build', '--outDir', webDir, '--emptyOutDir'], {
    cwd: join(ROOT, 'web'),
    env: {
      VITE_FIRESTORE_EMULATOR_PORT: String(PORTS.firestore),
      VITE_STORAGE_EMULATOR_PORT: String(PORTS.storage),
      VITE_AUTH_EMULATOR_PORT: String(PORTS.auth),
    },
    log,
  });
  server = await serveStatic(webDir);
  const { seed } = await import('../seed/index.mjs');
  await seed({ projectId: PROJECT, log: () => {} });
  browser = await launchBrowser();

  const firestore = emulators.firestore!;
  const pages = await pagesToVisit();
  const rows: Record<string, number | string>[] = [];
  for (const size of [30, 3000]) {
    if (size === 3000) await addBulkArticles(3000 - (await publishedCount()), log);
    for (const page of pages) {
      const reads = await readsFor(page.path, page.ready);
      rows.push({ artigos: size, página: page.name, leituras: reads, limite: page.budget });
    }
  }
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await timeToContent(pages[1].path));
  times.sort((a, b) => a - b);

  console.table(rows);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `Tempo até o conteúdo do artigo (mediana de ${RUNS}): ${median.toFixed(0)} ms  [${times.map((t) => t.toFixed(0)).join(', ')}]`,
  );
  const over = rows.filter((r) => Number(r.leituras) > Number(r.limite));
  console.log(JSON.stringify({ reads: rows, timeToContentMedianMs: Math.round(median) }));
  if (over.length) {
    console.error('Acima do orçamento de leituras:', over);
    process.exitCode = 1;
  }

  async function readsFor(path: string, ready: string) {
    const context = await browser!.newContext();
    const page = await context.newPage();
    firestore.readCounter.reset();
    await page.goto(server!.url + path);
    await page.waitForSelector(ready, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const reads = firestore.readCounter.total;
    await context.close();
    return reads;
  }

  async function timeToContent(path: string) {
    const context = await browser!.newContext();
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(server!.url + path);
    await page.waitForSelector('[data-testid="article-body"] p', { timeout: 30_000 });
    const elapsed = Date.now() - started;
    await context.close();
    return elapsed;
  }
} finally {
  await browser?.close();
  await server?.close();
  await auth.stop();
  await emulators.close();
  rmSync(workDir, { recursive: true, force: true });
}

async function publishedCount() {
  const { getFirestore } = await import('firebase-admin/firestore');
  const { initializeApp, getApps } = await import('firebase-admin/app');
  const app = getApps().find((a) => a.name === 'bench') ?? initializeApp({ projectId: PROJECT }, 'bench');
  const snap = await getFirestore(app).collection('articles').where('status', '==', 'published').count().get();
  return snap.data().count;
}

async function pagesToVisit() {
  const { getFirestore } = await import('firebase-admin/firestore');
  const { initializeApp, getApps } = await import('firebase-admin/app');
  const app = getApps().find((a) => a.name === 'bench') ?? initializeApp({ projectId: PROJECT }, 'bench');
  const snap = await getFirestore(app)
    .collection('articles')
    .where('status', '==', 'published')
    .orderBy('publishedAt', 'desc')
    .limit(1)
    .get();
  const slug = snap.docs[0].get('slug');
  return [
    { name: 'home', path: '/', ready: '[data-testid="featured-card"]', budget: 20 },
    { name: 'artigo', path: `/artigo/${slug}`, ready: '[data-testid="article-body"] p', budget: 3 },
    { name: 'categoria', path: '/categoria/tecnologia', ready: 'main a[href^="/artigo/"]', budget: 10 },
    { name: 'tópicos', path: '/topicos', ready: 'main a[href^="/tag/"]', budget: 10 },
  ];
}
