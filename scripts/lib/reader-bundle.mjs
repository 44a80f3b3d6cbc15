// The reader pages' server bundle for tests and benchmarks that render pages through the render
// function's code without a stack: a production build of the site (`vite build`, which builds the
// bundle next to it), kept under .test-data/reader-bundle/<hash of its sources> so it is built once
// per change of the web's or the model's sources. Concurrent callers (test workers) wait for the
// one that builds.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { localBin, ROOT } from './paths.mjs';
import { run } from './processes.mjs';

const SOURCES = [
  'web/src',
  'web/build',
  'web/reader.html',
  'web/index.html',
  'web/vite.config.ts',
  'web/public',
  'packages/model/src',
];
const CACHE = join(ROOT, '.test-data', 'reader-bundle');

function hashSources() {
  const hash = createHash('sha256');
  const add = (path) => {
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const name of readdirSync(path).sort()) add(join(path, name));
      return;
    }
    if (/\.test\.tsx?$/.test(path)) return;
    hash.update(relative(ROOT, path)).update(readFileSync(path));
  };
  for (const source of SOURCES) if (existsSync(join(ROOT, source))) add(join(ROOT, source));
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The built site's directory; its server bundle is `<dir>/.server/reader-server.mjs`.
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function readerBundle({ log = () => {} } = {}) {
  const dir = join(CACHE, hashSources());
  const bundle = join(dir, '.server', 'reader-server.mjs');
  const lock = `${dir}.lock`;
  mkdirSync(CACHE, { recursive: true });
  for (;;) {
    if (existsSync(bundle) && !existsSync(lock)) return dir;
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      // Another process builds it (or died doing so: its lock goes stale after 10 minutes).
      if (Date.now() - statSync(lock).mtimeMs > 600_000) rmSync(lock, { force: true });
      await sleep(1000);
    }
  }
  try {
    if (!existsSync(bundle)) {
      log('Construindo o site para renderizar páginas nos testes...');
      await run(localBin('vite'), ['build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
        cwd: join(ROOT, 'web'),
        // A test runner's NODE_ENV=test would make Vite build React's development JSX.
        env: { NODE_ENV: 'production' },
        log,
        name: 'build web',
      });
    }
  } finally {
    rmSync(lock, { force: true });
  }
  // Builds of older sources go (one of a test run's workers may be reading this one).
  for (const name of readdirSync(CACHE))
    if (join(CACHE, name) !== dir && !name.endsWith('.lock') && !existsSync(join(CACHE, `${name}.lock`)))
      rmSync(join(CACHE, name), { recursive: true, force: true });
  return dir;
}
