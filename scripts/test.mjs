// `npm test`: every check. The static checks, the unit and conformance suites of each workspace and
// the rules suite run side by side in the background while the end-to-end suite runs in front: one
// build of the functions and the site (kept for its content), then one whole stack per e2e worker,
// each on its own test ports with its own in-memory data (never touching `npm start`'s data).
// Ends with the timing report (each step and each end-to-end file, slowest first, also in
// .test-data/reports/timings.txt) and exits non-zero on any failure. Arguments: scripts/lib/test-args.mjs.
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { localBin, ROOT } from './lib/paths.mjs';
import { ChromiumMissingError, ensureChromium } from './lib/chromium.mjs';
import { buildFunctions, buildSite } from './lib/builds.mjs';
import { startTestStacks } from './lib/e2e-stacks.mjs';
import { startSharedBenchStack } from './lib/bench-stack.mjs';
import { TEST_PORTS } from './lib/stack.mjs';
import { E2E_STACKS_ENV, E2E_WORKERS_ENV } from './lib/e2e-workers.mjs';
import { parseTestArgs, pickFiles, stepWanted, TestArgsError } from './lib/test-args.mjs';
import { changedFiles, planForChanges } from './lib/test-changed.mjs';
import { runSteps } from './lib/test-runner.mjs';
import { fileTimings, machineCpuTicks, writeReport } from './lib/test-report.mjs';

const startedAt = Date.now();
const cpuAtStart = machineCpuTicks();
let args;
try {
  args = parseTestArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof TestArgsError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const reportDir = join(ROOT, '.test-data', 'reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const E2E_DIR = join('test', 'e2e');
const allE2eFiles = readdirSync(join(ROOT, E2E_DIR))
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `${E2E_DIR}/${name}`);

/** `changed`: what the change touches (undefined: everything), and the commit it is measured from. */
let plan;
let changedSince = '';
if (args.changed) {
  const base = args.base ?? 'main';
  const files = changedFiles(base);
  changedSince = base;
  plan = planForChanges(files);
  console.log(
    `Mudanças desde ${base}: ${files.length} arquivo(s)${plan.everything ? ' (inclui uma configuração comum: tudo roda)' : ''}.`,
  );
  if (plan.everything) plan = undefined;
}
const existing = (files) => files.filter((file) => existsSync(join(ROOT, file)));

let e2eFiles = allE2eFiles;
try {
  if (args.files.length) e2eFiles = pickFiles(args.files, allE2eFiles);
  else if (plan && plan.e2eFiles !== 'all') e2eFiles = plan.e2eFiles.filter((file) => existsSync(join(ROOT, file)));
  else {
    // `npm test -- e2e -- test/e2e/<file>.test.ts` (vitest's own filter): a stack per file named, at most two.
    const named = allE2eFiles.filter((file) => args.vitestArgs.some((arg) => arg.replace(/^\.\//, '') === file));
    if (named.length) e2eFiles = named;
  }
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
/**
 * End-to-end files that start `npm start`'s own stack (three times) instead of using a test stack:
 * the `e2e:start` step runs them once the test stacks have stopped. In the pool, the worker's own
 * stack died as start.test.ts ended and every file after it on that worker failed (full run of
 * a8e8dc7: 119 failures from one stack); after the pool it never has.
 */
const SOLO_E2E = new Set([`${E2E_DIR}/start.test.ts`]);
const pooledE2e = e2eFiles.filter((file) => !SOLO_E2E.has(file));
const soloE2e = e2eFiles.filter((file) => SOLO_E2E.has(file));
/** The benchmarks' stacks listen this far above the test ports: clear of e2e stacks 1 to 3 (+0, +1000, +2000). */
const BENCH_PORT_SHIFT = 3000;
/** End-to-end workers, each with its own stack: two keep a 2-core machine busy while tests wait. */
const e2eWorkerCount = Math.max(1, Math.min(Number(process.env[E2E_WORKERS_ENV]) || 2, pooledE2e.length));
/** A unit suite under `changed`: only the tests vitest finds related to the changed files. */
const related = plan ? ['--changed', changedSince, '--passWithNoTests'] : [];

const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {import('./lib/test-report.mjs').FileTiming[]} */
const e2eTimings = [];

/**
 * One vitest run with a JSON report: fails on a failed test and on no test at all.
 * @param {import('./lib/test-runner.mjs').StepContext} step
 * @param {string} report name of the JSON report
 * @param {string} cwd
 * @param {string[]} [vitestArgs]
 * @param {{ env?: Record<string, string>, onLine?: (line: string) => void }} [options]
 */
async function vitest(step, report, cwd, vitestArgs = [], { env = {}, onLine } = {}) {
  const output = join(reportDir, `${report}.json`);
  const code = await step.sh(
    localBin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...vitestArgs, ...args.vitestArgs],
    { cwd, env, onLine },
  );
  let json;
  try {
    json = JSON.parse(readFileSync(output, 'utf8'));
  } catch {
    step.log(`sem relatório do vitest em ${output}`);
    return { ok: false, json: undefined };
  }
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
  totals.skipped += json.numPendingTests + json.numTodoTests;
  step.note(`${json.numPassedTests} testes${json.numFailedTests ? `, ${json.numFailedTests} falharam` : ''}`);
  return { ok: code === 0 && (json.numTotalTests > 0 || Boolean(plan)), json };
}

/**
 * The e2e project over `files`, each file's result printed as it ends (the other steps' output waits
 * for theirs).
 * @param {import('./lib/test-runner.mjs').StepContext} step
 * @param {string} report
 * @param {string[]} files
 * @param {Record<string, string>} env
 */
const e2eVitest = (step, report, files, env) =>
  vitest(step, report, ROOT, ['--project', 'e2e', ...files], {
    env: { ...env, PAUTA_CHROMIUM: chromiumPath },
    onLine: (line) => {
      if (/^\s*[✓×↓]\s+(\S+\s+)?test\/e2e\//.test(line)) console.log(`  e2e ${line.trim()}`);
    },
  });

/**
 * One project's type check. Its .tsbuildinfo (file hashes and their results, in .test-data/tsc) lets
 * the next check of an unchanged project skip the work: only the files that changed, and the files
 * whose types they reach, are checked again.
 */
const tsc = (step, project) =>
  step.sh(localBin('tsc'), [
    '-p',
    project,
    '--noEmit',
    '--incremental',
    '--tsBuildInfoFile',
    join(ROOT, '.test-data', 'tsc', `${project.replace(/[\\/]/g, '-')}.tsbuildinfo`),
  ]);

/** The Chromium of the browser suites (the emulators' WebChannel tests, e2e), found or installed once. */
let chromiumPath = '';
/** The reader pages' server bundle of the build step's site. */
let readerServer = '';

/** @type {import('./lib/test-runner.mjs').Step[]} */
const steps = [
  {
    name: 'chromium',
    front: true,
    async run(step) {
      try {
        chromiumPath = ensureChromium({ log: step.log });
        step.note(chromiumPath);
        return true;
      } catch (error) {
        if (!(error instanceof ChromiumMissingError)) throw error;
        step.log(error.message);
        return false;
      }
    },
  },
  {
    // One build of each for every step and stack that needs it; none when the content is unchanged.
    name: 'build',
    front: true,
    async run(step) {
      // The functions carry the reader pages' server bundle of this site build: site first.
      const site = await buildSite(step.log);
      readerServer = join(site.dir, '.server', 'reader-server.mjs');
      const functions = await buildFunctions(step.log, site.dir);
      step.note(
        `site ${site.built ? 'compilado' : 'já compilado'}, functions ${functions ? 'compiladas' : 'já compiladas'}`,
      );
      return true;
    },
  },
  {
    name: 'e2e',
    front: true,
    after: ['chromium', 'build'],
    async run(step) {
      const workerLog = join(reportDir, 'e2e-workers.jsonl');
      const stacks = await startTestStacks(e2eWorkerCount, step.log);
      try {
        const run = await e2eVitest(step, 'e2e', pooledE2e, {
          ...stacks.env,
          [E2E_WORKERS_ENV]: String(e2eWorkerCount),
          PAUTA_E2E_WORKER_LOG: workerLog,
        });
        e2eTimings.push(...withWorkers(fileTimings(run.json, ROOT), workerLog));
        return run.ok;
      } finally {
        await stacks.stop();
      }
    },
  },
  {
    // The files that start `npm start`'s own stacks, once the test stacks have stopped, beside the
    // bench (which runs on ports of its own): alone, this step left most of a core idle.
    name: 'e2e:start',
    front: true,
    after: ['chromium', 'build'],
    order: ['e2e'],
    async run(step) {
      // No test stack: an empty list tells the e2e setup not to start one.
      const run = await e2eVitest(step, 'e2e-solo', soloE2e, { [E2E_STACKS_ENV]: '[]', [E2E_WORKERS_ENV]: '1' });
      e2eTimings.push(...fileTimings(run.json, ROOT));
      return run.ok;
    },
  },
  // Background steps, longest first.
  { name: 'unit:web', run: async (step) => (await vitest(step, 'web', join(ROOT, 'web'), related)).ok },
  {
    name: 'unit:emulators',
    after: ['chromium'],
    run: async (step) =>
      (await vitest(step, 'emulators', join(ROOT, 'emulators'), related, { env: { PAUTA_CHROMIUM: chromiumPath } })).ok,
  },
  {
    // Its page-rendering tests take the build step's reader server bundle, the one the stacks' render
    // function runs (without it, they would build the site once more: functions/test/reader-bundle.ts).
    name: 'unit:functions',
    after: ['build'],
    run: async (step) =>
      (
        await vitest(step, 'functions', join(ROOT, 'functions'), related, {
          env: { PAUTA_READER_SERVER: readerServer },
        })
      ).ok,
  },
  { name: 'rules', run: async (step) => (await vitest(step, 'rules', ROOT, ['--project', 'rules'])).ok },
  {
    name: 'typecheck',
    async run(step) {
      let ok = true;
      for (const dir of plan?.typecheckProjects ?? [
        'emulators',
        'functions',
        'packages/model',
        'web',
        'test',
        'scripts',
      ])
        ok = (await tsc(step, `${dir}/tsconfig.json`)) === 0 && ok;
      return ok;
    },
  },
  {
    name: 'lint',
    run: async (step) =>
      (await step.sh(localBin('eslint'), [
        ...(plan ? existing(plan.lintFiles) : ['.']),
        '--max-warnings=0',
        '--no-warn-ignored',
      ])) === 0,
  },
  { name: 'knip', run: async (step) => (await step.sh(localBin('knip'), ['--no-progress'])) === 0 },
  {
    // Reader pages' weight and "no admin code in any chunk a reader page loads", over the production
    // build (kept for its content, like the local one).
    name: 'bundle',
    async run(step) {
      const { dir } = await buildSite(step.log, 'production');
      return (await step.sh(process.execPath, ['web/bench/gate.mjs', dir])) === 0;
    },
  },
  {
    // `npm run deploy -- --project pauta-exemplo --dry-run`: the production build, checked, and the
    // functions packed with their lockfile, exactly as a deploy does them, without talking to Google.
    name: 'deploy',
    run: async (step) =>
      (await step.sh('npm', ['run', 'deploy', '--', '--project', 'pauta-exemplo', '--dry-run'])) === 0,
  },
  { name: 'unit:repo', run: async (step) => (await vitest(step, 'repo', ROOT, ['--project', 'unit', ...related])).ok },
  {
    name: 'unit:model',
    run: async (step) => (await vitest(step, 'model', join(ROOT, 'packages', 'model'), related)).ok,
  },
  {
    name: 'format',
    run: async (step) =>
      (await step.sh(localBin('prettier'), [
        '--check',
        ...(plan ? existing(plan.formatFiles) : ['.']),
        '--ignore-unknown',
        '--cache',
        '--log-level=warn',
      ])) === 0,
  },
  {
    // The workspaces' benchmarks (`npm run bench --workspaces`: the emulators', the functions', the
    // web's sizes): Node alone, counts and reported timings, no gate on a time. A background step
    // like the unit suites, last in the queue: it fills the core the end of the e2e step leaves idle
    // instead of lengthening the bench step after it (beside the reader pages' gates, it took the
    // home's worst event after the first touch from ≈ 30 to 168 ms, its limit 200).
    name: 'bench:workspaces',
    after: ['chromium', 'build'],
    async run(step) {
      const env = await benchEnv(step);
      for (const command of benchCommands().workspaces) if (!(await runBench(step, command, env))) return false;
      return true;
    },
  },
  {
    // Every other benchmark of `npm run bench`, once and small: a benchmark that no longer runs fails
    // the suite. After the e2e step when it is in the run (beside it, its Chromium at 4× CPU and its
    // stacks, the newsroom's live takeover missed its 20 s in two full runs in a row), beside
    // `e2e:start`; the other background steps go first. The benchmarks that need a whole stack share one (seeded once), on ports shifted
    // clear of the e2e stacks', serving the build step's site; those that mostly wait for the clock run
    // beside the others.
    name: 'bench',
    after: ['chromium', 'build'],
    // Never beside the workspaces' benchmarks either: see bench:workspaces.
    order: ['e2e', 'bench:workspaces'],
    async run(step) {
      const env = await benchEnv(step);
      const ports = Object.fromEntries(
        Object.entries(TEST_PORTS).map(([name, port]) => [name, port + BENCH_PORT_SHIFT]),
      );
      // Started while the first benchmarks (which need none) run; a failed start fails the step.
      const stack = startSharedBenchStack(ports, step.log);
      stack.catch(() => {});
      try {
        const results = await Promise.all(
          benchCommands().lines.map(async (commands) => {
            for (const command of commands) {
              const stackEnv = STACK_BENCHES.has(command) ? (await stack).env : {};
              if (!(await runBench(step, command, { ...env, ...stackEnv }))) return false;
            }
            return true;
          }),
        );
        return results.every(Boolean);
      } finally {
        const stopping = Date.now();
        await (await stack.catch(() => undefined))?.stop();
        step.log(`Pilha dos benchmarks encerrada em ${((Date.now() - stopping) / 1000).toFixed(1)} s`);
      }
    },
  },
];

/** The benchmarks of `npm run bench` that run against a whole stack: the bench step's shared one. */
const STACK_BENCHES = new Set(['npm run bench:stats', 'npm run bench:schedules']);

/**
 * `npm run bench`'s commands (package.json): the workspaces' (their own step), and the others in
 * lines run side by side: each benchmark on the shared stack in a line of its own (scheduled
 * publishing mostly waits for whole minutes; the statistics' measures are counts and paired times,
 * which another benchmark beside them does not bias), and all the others in order (the reader pages'
 * timing gates among them).
 */
function benchCommands() {
  const commands = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.bench.split(' && ');
  const workspaces = commands.filter((command) => command.includes('--workspaces'));
  const rest = commands.filter((command) => !workspaces.includes(command));
  const own = rest.filter((command) => STACK_BENCHES.has(command));
  return {
    workspaces,
    lines: [...own.map((command) => [command]), rest.filter((command) => !STACK_BENCHES.has(command))],
  };
}

/** Runs one benchmark command of `npm run bench` and logs how long it took; true when it passed. */
async function runBench(step, command, env) {
  const [program, ...rest] = command.split(' ');
  const started = Date.now();
  const code = await step.sh(program, rest, { env });
  step.log(`${command}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return code === 0;
}

/** The benchmarks' environment in `npm test`: small sizes, one run each, ports clear of the e2e stacks'. */
async function benchEnv(step) {
  // The web's bench measures the production build the bundle step measured (built here if not yet).
  const production = await buildSite(step.log, 'production');
  return {
    BENCH_SIZE: 'small',
    BENCH_RUNS: '1',
    BENCH_BEACONS: '20',
    PAUTA_BENCH_SAVES: '10',
    // Each pair of statistics' page loads is still observed until a second after its beacon.
    BENCH_SETTLE_MS: '2500',
    BENCH_SPREAD: '3',
    BENCH_BURST: '10',
    // Ten articles are queued in seconds (6 s beside e2e:start): 30 s ahead instead of the 1 and 2.5
    // minutes 200 need.
    BENCH_LEAD_S: '30',
    BENCH_MAILS: '10',
    // The emulator's load test: 5 clients × 100 operations, counts and the SIGKILL restart verified.
    BENCH_CLIENTS: '5',
    BENCH_COMMITS: '100',
    PAUTA_CHROMIUM: chromiumPath,
    PAUTA_PORT_OFFSET: String(Number(process.env.PAUTA_PORT_OFFSET ?? 0) + BENCH_PORT_SHIFT),
    PAUTA_BENCH_SITE: production.dir,
    PAUTA_READER_SERVER: readerServer,
  };
}

/** The file → stack lines test/e2e/support/worker-stack.ts wrote, joined to the timings. */
function withWorkers(timings, workerLog) {
  let lines = [];
  try {
    lines = readFileSync(workerLog, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
  } catch {
    return timings;
  }
  const stackOf = new Map(lines.map(({ file, stack }) => [file, stack]));
  return timings.map((t) => ({ ...t, worker: stackOf.get(t.file) }));
}

// The steps asked for, with the steps they wait for.
const wanted = new Set(
  steps
    .filter(
      (s) =>
        stepWanted(s.name, args.steps) &&
        (!plan || plan.steps.has(s.name.replace(/^e2e:.*/, 'e2e').replace(/^bench:.*/, 'bench'))),
    )
    .filter((s) => s.name !== 'e2e' || pooledE2e.length)
    .filter((s) => s.name !== 'e2e:start' || soloE2e.length)
    .map((s) => s.name),
);
for (const step of [...steps].reverse()) if (wanted.has(step.name)) for (const d of step.after ?? []) wanted.add(d);
const chosen = steps.filter((s) => wanted.has(s.name));
if (args.changed)
  console.log(
    `Etapas: ${chosen.map((s) => s.name).join(', ') || 'nenhuma'}` +
      (wanted.has('e2e') || wanted.has('e2e:start')
        ? `; ponta a ponta: ${e2eFiles.length === allE2eFiles.length ? 'todos' : e2eFiles.join(', ')}`
        : ''),
  );
const live = chosen.filter((s) => !['chromium', 'build', 'e2e:start'].includes(s.name)).length <= 1;
// Background steps at once: every core but the one the end-to-end step keeps busy (its stacks and
// browsers answer in real time, their waits have timeouts); every core once the front steps ended
// (the steps still queued then would otherwise leave a core idle).
const jobsAlone = Number(process.env.PAUTA_TEST_JOBS) || availableParallelism();
const jobs =
  Number(process.env.PAUTA_TEST_JOBS) ||
  Math.max(1, jobsAlone - (wanted.has('e2e') || wanted.has('e2e:start') ? 1 : 0));

const results = await runSteps(chosen, { reportDir, jobs, jobsAlone, live });
console.log('\n=== resumo ===');
const wallSeconds = (Date.now() - startedAt) / 1000;
const cpuAtEnd = machineCpuTicks();
const cpu =
  cpuAtStart && cpuAtEnd && cpuAtEnd.total > cpuAtStart.total
    ? {
        busyShare: (cpuAtEnd.busy - cpuAtStart.busy) / (cpuAtEnd.total - cpuAtStart.total),
        cores: availableParallelism(),
      }
    : undefined;
const text = writeReport(reportDir, { steps: results, files: e2eTimings, wallSeconds, totals, cpu });
console.log(text);
console.log(
  `(também em ${join('.test-data', 'reports', 'timings.txt')}; a saída de cada etapa em ${join('.test-data', 'reports', '<etapa>.log')})`,
);
process.exit(results.some((r) => !r.ok) ? 1 : 0);
