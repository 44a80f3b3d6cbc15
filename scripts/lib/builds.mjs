// The functions bundle and the site's builds, each made once for its content: every step and every
// stack of `npm test` (and `npm start`) share them, and an unchanged workspace never rebuilds. The
// key of a build is a hash of every file it reads (sources, configs, the lockfile) and of the VITE_
// variables; the local site's build does not depend on ports (a stack names them in its copy of the
// page, see installSite), so one build serves every stack.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { localBin, ROOT } from './paths.mjs';
import { run } from './processes.mjs';

const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'pauta-builds');
/** Site builds kept besides the newest (the build of another branch checked out a moment ago). */
const KEEP_SITES = 3;
const SHARED_INPUTS = ['packages/model', 'package-lock.json', 'tsconfig.json'];
/** Outputs, installed packages, tests and benchmarks: never inputs of a build. */
const NOT_INPUT = new RegExp(
  [
    String.raw`(^|/)node_modules(/|$)`,
    String.raw`^functions/(lib|test|bench)(/|$)`,
    String.raw`^functions/\.secret\.local`,
    String.raw`^web/(dist[^/]*|bench)(/|$)`,
    String.raw`^packages/model/test(/|$)`,
    String.raw`\.test\.tsx?$`,
    String.raw`(^|/)testing(/|$)`,
    String.raw`(^|/)vitest\.config\.ts$`,
  ].join('|'),
);

/** A hash of the files under `paths` (relative to the repository), names and contents, plus `extra`. */
export function contentKey(paths, extra = '') {
  const hash = createHash('sha256');
  const visit = (path) => {
    const rel = relative(ROOT, path);
    if (NOT_INPUT.test(rel) || !existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) visit(join(path, entry));
      return;
    }
    hash.update(`${rel}\0`);
    hash.update(readFileSync(path));
    hash.update('\0');
  };
  for (const path of paths) visit(join(ROOT, path));
  hash.update(extra);
  return hash.digest('hex').slice(0, 16);
}

const viteEnv = (env) =>
  Object.entries(env)
    .filter(([name, value]) => name.startsWith('VITE_') && value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`)
    .join('\n');

/**
 * functions/lib (what the Functions emulator loads and deploy uploads), with the reader pages'
 * server bundle of the site build `siteDir` (functions/build.mjs copies it beside lib/index.js),
 * rebuilt only when its sources or that build changed since the build there.
 * @param {(line: string) => void} log
 * @param {string} siteDir a build from buildSite
 * @returns {Promise<boolean>} whether it had to build
 */
export async function buildFunctions(log, siteDir) {
  const key = contentKey(['functions', ...SHARED_INPUTS], basename(siteDir));
  const stamp = join(ROOT, 'functions', 'lib', '.build-key');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === key) return false;
  await run('npm', ['run', 'build', '-w', 'functions'], {
    cwd: ROOT,
    env: { PAUTA_WEB_DIST: siteDir },
    log,
    name: 'build functions',
  });
  writeFileSync(stamp, key);
  return true;
}

/**
 * A build of the site for the current content, made once into the cache and then shared: `local`
 * (the emulators' build: `npm start`, every stack of `npm test`, the benches) or `production` (what
 * readers get: the bundle gate measures it).
 * @param {(line: string) => void} log
 * @param {'local' | 'production'} [kind]
 * @returns {Promise<{ dir: string, built: boolean }>}
 */
export async function buildSite(log, kind = 'local') {
  // `run` adds process.env: an undefined value keeps a VITE_USE_EMULATORS set there out.
  const env = { ...process.env, VITE_USE_EMULATORS: kind === 'local' ? 'true' : undefined };
  const key = contentKey(['web', ...SHARED_INPUTS], `${kind}\n${viteEnv(env)}`);
  const dir = join(CACHE_DIR, `site-${kind}-${key}`);
  if (existsSync(join(dir, 'app.html'))) return { dir, built: false };
  const building = join(CACHE_DIR, `building-${kind}-${key}-${process.pid}`);
  mkdirSync(CACHE_DIR, { recursive: true });
  try {
    await run(localBin('vite'), ['build', '--outDir', building, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: join(ROOT, 'web'),
      env,
      log,
      name: `build web (${kind})`,
    });
    try {
      renameSync(building, dir);
    } catch (error) {
      // Another run finished the same build meanwhile: theirs is as good.
      if (!existsSync(join(dir, 'app.html'))) throw error;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  pruneSites(kind, dir);
  return { dir, built: true };
}

function pruneSites(kind, newest) {
  const sites = readdirSync(CACHE_DIR)
    .filter((name) => name.startsWith(`site-${kind}-`))
    .map((name) => join(CACHE_DIR, name))
    .filter((dir) => dir !== newest)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const dir of sites.slice(KEEP_SITES)) rmSync(dir, { recursive: true, force: true });
}

/**
 * A stack's own copy of the site in `webDir` (relative to the repository), its page naming the
 * stack's emulator ports: the app connects to them, and the Firestore preconnect points there.
 * @param {string} siteDir a build from buildSite
 * @param {string} webDir relative to the repository, or absolute
 * @param {import('@pauta/model').EmulatorPorts} ports
 */
export async function installSite(siteDir, webDir, ports) {
  await import('./typescript.mjs');
  const { EMULATOR_PORTS_META, formatEmulatorPorts } = await import('@pauta/model');
  const target = resolve(ROOT, webDir);
  rmSync(target, { recursive: true, force: true });
  cpSync(siteDir, target, { recursive: true });
  const page = join(target, 'app.html');
  const html = readFileSync(page, 'utf8')
    .replace(
      /(<link rel="preconnect" href="http:\/\/[^":/]+:)\d+(")/,
      (_match, start, end) => `${start}${ports.firestore}${end}`,
    )
    .replace(
      '</head>',
      () => `  <meta name="${EMULATOR_PORTS_META}" content="${formatEmulatorPorts(ports)}">\n  </head>`,
    );
  writeFileSync(page, html);
}
