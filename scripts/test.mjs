// `npm test`: every check. Typecheck, lint, the unit and conformance suites of each workspace,
// the rules suite, then the end-to-end suite against a whole stack started on test ports with
// in-memory data (never touching `npm start`'s data). Ends with the timing report of each step and
// each end-to-end file; exits non-zero on any failure.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { ChromiumMissingError, ensureChromium } from './lib/chromium.mjs';
import { startStack, TEST_PORTS } from './lib/stack.mjs';
import { fileTimings, writeReport } from './lib/test-report.mjs';

// `npm test -- e2e unit:web -- some.test.ts`: the steps to run, then extra vitest arguments.
const argv = process.argv.slice(2);
const split = argv.indexOf('--');
const only = split === -1 ? argv : argv.slice(0, split);
const extraVitestArgs = split === -1 ? [] : argv.slice(split + 1);
const reportDir = join(ROOT, '.test-data', 'reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const startedAt = Date.now();
const results = [];
/** @type {import('./lib/test-report.mjs').FileTiming[]} */
const e2eFiles = [];
const totals = { passed: 0, failed: 0, skipped: 0 };

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string | undefined> }} [options]
 * @returns {Promise<number>}
 */
function sh(command, args, { cwd = ROOT, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

async function step(name, fn) {
  if (only.length && !only.some((o) => name.startsWith(o))) return;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  let ok = false;
  try {
    ok = await fn();
  } catch (error) {
    console.error(error);
  }
  results.push({ name, ok, seconds: (Date.now() - started) / 1000 });
}

/**
 * @param {string} name
 * @param {string} cwd
 * @param {string[]} [args]
 * @param {Record<string, string | undefined>} [env]
 */
async function vitest(name, cwd, args = [], env = {}) {
  const report = join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  const code = await sh(
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...args,
      ...extraVitestArgs,
    ],
    { cwd, env },
  );
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
    if (name === 'e2e') e2eFiles.push(...fileTimings(json, ROOT));
    if (json.numTotalTests === 0) return false;
  } catch {
    return false;
  }
  return code === 0;
}

await step('typecheck', async () => {
  let ok = true;
  for (const ws of ['emulators', 'functions', 'packages/model', 'web'])
    ok = (await sh('npx', ['tsc', '-p', `${ws}/tsconfig.json`, '--noEmit'])) === 0 && ok;
  for (const dir of ['test', 'scripts'])
    ok = (await sh('npx', ['tsc', '-p', `${dir}/tsconfig.json`, '--noEmit'])) === 0 && ok;
  return ok;
});
await step('lint', async () => (await sh('npx', ['eslint', '.', '--max-warnings=0'])) === 0);
await step('format', async () => (await sh('npx', ['prettier', '--check', '.', '--cache', '--log-level=warn'])) === 0);
await step('knip', async () => (await sh('npx', ['knip', '--no-progress'])) === 0);
/** The Chromium of the browser suites (the emulators' WebChannel tests, e2e): found or installed once. */
let chromiumPath;
function chromium() {
  if (chromiumPath) return chromiumPath;
  try {
    chromiumPath = ensureChromium();
  } catch (error) {
    if (!(error instanceof ChromiumMissingError)) throw error;
    console.error(error.message);
    return null;
  }
  return chromiumPath;
}

await step('unit:emulators', async () => {
  const browser = chromium();
  return browser !== null && (await vitest('emulators', join(ROOT, 'emulators'), [], { PAUTA_CHROMIUM: browser }));
});
await step('unit:functions', () => vitest('functions', join(ROOT, 'functions')));
await step('unit:model', () => vitest('model', join(ROOT, 'packages', 'model')));
await step('unit:web', () => vitest('web', join(ROOT, 'web')));
await step('unit:repo', () => vitest('repo', ROOT, ['--project', 'unit']));
// Reader pages' weight and "no admin code in any chunk a reader page loads", over a production build.
await step('bundle', async () => {
  const dist = join(ROOT, 'web', 'dist-gate');
  const built = await sh('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(ROOT, 'web'),
  });
  return built === 0 && (await sh(process.execPath, ['web/bench/gate.mjs', dist])) === 0;
});
// `npm run deploy -- --project pauta-exemplo --dry-run`: the production build, checked, and the
// functions packed with their lockfile, exactly as a deploy does them, without talking to Google.
await step(
  'deploy',
  async () => (await sh('npm', ['run', 'deploy', '--', '--project', 'pauta-exemplo', '--dry-run'])) === 0,
);
await step('rules', () => vitest('rules', ROOT, ['--project', 'rules']));

await step('e2e', async () => {
  const browser = chromium();
  if (browser === null) return false;
  let stack;
  try {
    stack = await startStack({ name: 'test', ports: TEST_PORTS, webDir: 'web/dist-test', log: (l) => console.log(l) });
  } catch (error) {
    console.error(`Não foi possível iniciar a pilha de testes: ${error.message}`);
    return false;
  }
  try {
    return await vitest('e2e', ROOT, ['--project', 'e2e'], {
      ...stack.env,
      PAUTA_WEB_URL: stack.urls.site,
      PAUTA_CHROMIUM: browser,
    });
  } finally {
    await stack.stop();
  }
});

// The timing report: each step and each end-to-end file, slowest first (also in .test-data/reports).
console.log('\n=== resumo ===');
const wallSeconds = (Date.now() - startedAt) / 1000;
console.log(writeReport(reportDir, { steps: results, files: e2eFiles, wallSeconds, totals }));
console.log(`(também em ${join('.test-data', 'reports', 'timings.txt')})`);
process.exit(results.some((r) => !r.ok) ? 1 : 0);
