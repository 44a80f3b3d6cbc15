// Starts Pauta's whole local stack: our Firestore and Storage emulators, firebase-tools' Auth,
// Functions and Hosting emulators, the built web app and (when the store is empty) the demo data.
// Shared by `npm start` (persistent data, dev ports) and `npm test` (in-memory, test ports).
import { existsSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { busyPorts, waitForPort, waitForPortsClosed } from './ports.mjs';
import { pidFile, startProcess, stopStaleProcesses } from './processes.mjs';
import { ROOT, readFirebaseJson } from './paths.mjs';
import { FUNCTIONS_REGION, withRegion } from './region.mjs';
import { startNewsFixtures } from './news-fixtures.mjs';
import { startFetchFixtures } from './fetch-fixtures.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { writeLocalFunctionSecrets } from './function-secrets.mjs';
import { warmNewsletter, warmRender } from './warm-render.mjs';
import { warmCallables } from './warm-callable.mjs';
import { startLocalTasks } from './local-tasks.mjs';
import { startLocalScheduler } from './local-scheduler.mjs';
import { buildFunctions, buildSite, installSite } from './builds.mjs';
import { AUTH_PRELOAD, RUNTIME_PRELOAD, withPreloads } from './tools-preloads.mjs';

export const PROJECT_ID = 'demo-pauta';
export const LOCAL_FIRST_ADMIN_EMAIL = 'primeira-admin@pauta.dev';
const FIREBASE_BIN = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

// PAUTA_PORT_OFFSET shifts every port, so two checkouts on one machine can run their stacks at once.
const PORT_OFFSET = Number(process.env.PAUTA_PORT_OFFSET ?? 0);

function shifted(ports) {
  return Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, port + PORT_OFFSET]));
}

export function devPorts() {
  const emulators = readFirebaseJson().emulators;
  return shifted({
    hosting: emulators.hosting.port,
    firestore: emulators.firestore.port,
    storage: emulators.storage.port,
    auth: emulators.auth.port,
    functions: emulators.functions.port,
    hub: emulators.hub.port,
    logging: emulators.logging.port,
    eventarc: 9299,
    tasks: 9499,
    // Not an emulator: holds each queued task until its time (scripts/lib/local-tasks.mjs).
    localTasks: 9498,
    fixtureImages: emulators.hosting.port + 100,
    // The local mail catcher (not an emulator): its SMTP server and its inbox page.
    mailSmtp: 2525,
    mailInbox: 8025,
  });
}

export const TEST_PORTS = shifted({
  hosting: 15000,
  firestore: 18080,
  storage: 19199,
  auth: 19099,
  functions: 15001,
  hub: 14400,
  logging: 14500,
  eventarc: 19299,
  tasks: 19499,
  localTasks: 19498,
  // Not an emulator: where a local fixture image server may listen (the e2e test starts one);
  // importExternalImage lets it through in the emulator only (functions/src/images/dev-allowlist.ts).
  fixtureImages: 15100,
  // The local mail catcher (scripts/lib/mail-catcher.mjs): SMTP and the inbox page / JSON API.
  mailSmtp: 12525,
  mailInbox: 18025,
});

/** Ports of the stack that are not firebase-tools emulators (kept out of its config file). */
const NOT_EMULATORS = new Set(['fixtureImages', 'mailSmtp', 'mailInbox', 'localTasks']);

/** Scheduled functions the local stand-in for Cloud Scheduler runs (scripts/lib/local-scheduler.mjs). */
const LOCALLY_SCHEDULED = ['publishDueArticles'];

/** The emulator hosts every client of the stack (seed, functions, tests) needs in its environment. */
export function emulatorEnv(ports) {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}`,
    STORAGE_EMULATOR_HOST: `http://127.0.0.1:${ports.storage}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FUNCTIONS_EMULATOR_HOST: `127.0.0.1:${ports.functions}`,
    FIREBASE_EMULATOR_HUB: `127.0.0.1:${ports.hub}`,
    // firebase-admin would otherwise probe the GCE metadata server, which this network refuses.
    METADATA_SERVER_DETECTION: 'none',
    // Development-only SSRF allowlist (read only when FUNCTIONS_EMULATOR=true) and where tests serve fixtures.
    PAUTA_DEV_IMAGE_IMPORT_ALLOWLIST: `127.0.0.1:${ports.fixtureImages}`,
    // The account that becomes admin at its first confirmed sign-in (docs/accounts.md, "The first
    // admin"): nobody has it in the demo data, so the feature can be tried (and is tested) locally.
    FIRST_ADMIN_EMAIL: LOCAL_FIRST_ADMIN_EMAIL,
    PAUTA_FIXTURE_IMAGES_PORT: String(ports.fixtureImages),
  };
}

/** firebase-tools reads ports and the hosting folder from a config file next to the sources. */
function writeStackConfig(name, ports, webDir) {
  const config = readFirebaseJson();
  for (const [key, port] of Object.entries(ports))
    if (!NOT_EMULATORS.has(key)) config.emulators[key] = { host: '127.0.0.1', port };
  config.hosting.public = webDir;
  withRegion(config, FUNCTIONS_REGION);
  const file = join(ROOT, `.pauta-stack.${name}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/**
 * @param {{name: string, ports: Record<string, number>, dataDir?: string, webDir: string,
 *          log: (line: string) => void, verbose?: boolean, callables?: boolean}} options
 *   `callables: false`: the callables' runtimes are not started ahead (for clients that call none)
 */
export async function startStack({ name, ports, dataDir, webDir, log, verbose = false, callables = true }) {
  // Emulators a killed start of this checkout left behind are stopped (their data saved) first.
  const pids = dataDir ? join(dataDir, 'pauta-stack.pid') : undefined;
  if (pids) await stopStaleProcesses(pids, { startScript: join(ROOT, 'scripts', 'start.mjs'), log });
  const busy = await busyPorts(ports);
  if (busy.length) {
    const error = /** @type {Error & { code?: string }} */ (
      new Error(`Porta já em uso: ${busy.join(', ')}. Encerre o processo que a usa e tente de novo.`)
    );
    error.code = 'PORT_IN_USE';
    throw error;
  }
  const env = emulatorEnv(ports);
  const configFile = writeStackConfig(name, ports, webDir);
  const started = [];
  let seeded;
  const running = pids ? pidFile(pids, ROOT) : undefined;
  /** `graceMs`: how long each process gets to exit after SIGINT (emulators export) before SIGKILL. */
  const stop = async ({ graceMs = undefined } = {}) => {
    for (const proc of started.reverse()) await proc.stop(graceMs);
    const still = await waitForPortsClosed(Object.values(ports));
    rmSync(configFile, { force: true });
    running?.clear();
    if (still.length) log(`Aviso: portas ainda abertas: ${still.join(', ')}`);
  };

  try {
    // The site first: the functions carry its reader pages' server bundle (functions/build.mjs).
    log('Compilando o site e as Cloud Functions (se mudaram)...');
    const site = await buildSite(log);
    await Promise.all([
      buildFunctions(log, site.dir),
      installSite(site.dir, webDir, /** @type {import('@pauta/model').EmulatorPorts} */ (ports)),
    ]);
    // The demo covers (drawn and processed through the functions' image pipeline just built) while
    // the emulators start: the seed then reads them from their cache.
    const covers = prepareSeedCovers(log);

    // News providers are unreachable offline: fetchNews asks the local fixture server instead.
    const newsFixtures = await startNewsFixtures({ log });
    started.push(newsFixtures);
    Object.assign(env, newsFixtures.env);

    // Embeds' metadata and thumbnails (and pasted images) come from recordings of the services'
    // answers: the functions' guarded fetch goes to this server instead, let through its allowlist.
    const fetchFixtures = await startFetchFixtures({ log });
    started.push(fetchFixtures);
    Object.assign(env, fetchFixtures.env);
    env.PAUTA_DEV_IMAGE_IMPORT_ALLOWLIST = `${env.PAUTA_DEV_IMAGE_IMPORT_ALLOWLIST},${fetchFixtures.host}`;

    // Mail leaves through the functions' SMTP sender into the local catcher; the newsletter's
    // secrets get local-only values (functions/.secret.local, read by the Functions emulator only).
    const mailCatcher = await startMailCatcher({ smtpPort: ports.mailSmtp, httpPort: ports.mailInbox, log });
    started.push(mailCatcher);
    Object.assign(env, mailCatcher.env);
    writeLocalFunctionSecrets();

    // Tasks wait here for their scheduleTime (firebase-tools' Cloud Tasks emulator would run them at once).
    const localTasks = await startLocalTasks({ port: ports.localTasks, tasksPort: ports.tasks, log });
    started.push(localTasks);
    Object.assign(env, localTasks.env);

    const ourData = dataDir ? join(dataDir, 'pauta') : undefined;
    const emulatorArgs = [
      'emulators/bin/pauta-emulators.mjs',
      'start',
      '--only',
      'firestore,storage',
      '--project',
      PROJECT_ID,
      '--config',
      configFile,
    ];
    // --data-dir journals every write (a killed stack loses at most the last moment), exports on exit.
    if (ourData) emulatorArgs.push('--data-dir', ourData);
    emulatorArgs.push('--watch-parent');
    if (verbose) emulatorArgs.push('--verbose');
    // A query refused for a missing index is said even when quiet: production would refuse it too.
    const ours = startProcess('emuladores', process.execPath, emulatorArgs, {
      cwd: ROOT,
      env,
      log,
      quiet: !verbose,
      shown: /query refused, no index serves it/,
    });
    started.push(ours);
    running?.record('emuladores', ours.child.pid);
    await waitForPort(ports.firestore, { isAlive: ours.isAlive });
    await waitForPort(ports.storage, { isAlive: ours.isAlive });

    const toolsData = dataDir ? join(dataDir, 'firebase') : undefined;
    const toolsArgs = [
      'firebase',
      'emulators:start',
      '--only',
      'auth,functions,hosting',
      '--project',
      PROJECT_ID,
      '--config',
      configFile,
    ];
    if (toolsData && existsSync(join(toolsData, 'firebase-export-metadata.json')))
      toolsArgs.push('--import', toolsData);
    if (toolsData) toolsArgs.push('--export-on-exit', toolsData);
    const tools = startProcess('firebase', process.execPath, [FIREBASE_BIN, ...toolsArgs.slice(1)], {
      cwd: ROOT,
      // A function's runtime that takes over 30 s to start (a busy machine) fails its request: give it 2 min.
      env: {
        ...env,
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_EXPERIMENTS: '',
        FUNCTIONS_DISCOVERY_TIMEOUT: '120',
        NODE_OPTIONS: withPreloads([RUNTIME_PRELOAD, AUTH_PRELOAD]),
        // The render function names them in its pages, as installSite does in app.html.
        PAUTA_EMULATOR_PORTS: await emulatorPortsTag(ports),
      },
      log,
      quiet: !verbose,
    });
    started.push(tools);
    running?.record('firebase', tools.child.pid);
    for (const port of [ports.auth, ports.functions, ports.hosting])
      await waitForPort(port, { isAlive: tools.isAlive });
    await waitForFunctionsLoaded(tools);

    // Cloud Scheduler's part: the publish sweep every minute, on the minute.
    const scheduler = startLocalScheduler({
      functionsPort: ports.functions,
      projectId: PROJECT_ID,
      region: FUNCTIONS_REGION,
      functions: LOCALLY_SCHEDULED,
      log,
    });
    started.push(scheduler);
    await scheduler.ready;
    await covers;
    seeded = await seedStack(env, `http://127.0.0.1:${ports.hosting}`, log);
  } catch (error) {
    for (const proc of started) if (proc.output.length) log(proc.output.slice(-30).join('\n'));
    await stop();
    throw error;
  }

  await Promise.all([
    warmRender(`http://127.0.0.1:${ports.hosting}`, log),
    warmNewsletter(`http://127.0.0.1:${ports.hosting}`, log),
    callables && warmCallables(`http://127.0.0.1:${ports.functions}`, PROJECT_ID, log),
  ]);

  return {
    ports,
    env,
    seeded,
    urls: {
      site: `http://127.0.0.1:${ports.hosting}`,
      admin: `http://127.0.0.1:${ports.hosting}/admin`,
      mail: `http://127.0.0.1:${ports.mailInbox}`,
    },
    stop,
  };
}

/** The ports a page of this stack names (@pauta/model local-emulators). */
async function emulatorPortsTag(ports) {
  await import('./typescript.mjs');
  const { formatEmulatorPorts } = await import('@pauta/model');
  return formatEmulatorPorts(/** @type {import('@pauta/model').EmulatorPorts} */ (ports));
}

/** Once per process: the stacks started side by side share it. */
let coversPrepared;
function prepareSeedCovers(log) {
  coversPrepared ??= (async () => {
    await import('./typescript.mjs');
    const { prepareCovers } = await import('../seed/index.mjs');
    await prepareCovers();
  })().catch((error) => log(`Aviso: capas não preparadas antes da semeadura (${error.message})`));
  return coversPrepared;
}

/**
 * The demo data, seeded by its own process with this stack's environment: stacks started side by
 * side (the e2e workers') never share the emulator variables firebase-admin reads.
 */
function seedStack(env, siteUrl, log) {
  return new Promise((resolve, reject) => {
    const child = fork(join(ROOT, 'scripts', 'seed', 'run.mjs'), ['--project', PROJECT_ID, '--site-url', siteUrl], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let result;
    const output = [];
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => {
        for (const line of chunk.toString().split('\n')) {
          if (!line.trim()) continue;
          output.push(line);
          log(line);
        }
      });
    child.on('message', (message) => (result = message));
    child.once('error', reject);
    // 'close' comes after the exit, the output and the IPC channel: the result has arrived by then.
    child.once('close', (code, signal) => {
      if (code === 0 && result) resolve(result);
      else reject(new Error(`a semeadura falhou (${signal ?? `código ${code}`}): ${output.slice(-8).join(' / ')}`));
    });
  });
}

async function waitForFunctionsLoaded(tools, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (tools.output.some((line) => line.includes('All emulators ready'))) return;
    if (!tools.isAlive()) throw new Error('firebase-tools terminou antes de ficar pronto');
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('tempo esgotado esperando os emuladores do firebase-tools');
}

export function readAccounts(dataDir) {
  const file = join(dataDir, 'accounts.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}
