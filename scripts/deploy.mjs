// `npm run deploy -- --project <id> [--dry-run]`: Pauta to a real Firebase project in one command.
// 1. reads the project's settings (web/.env.<id>, functions/.env.<id>) and stops on any problem;
// 2. builds the web app for production into web/dist (the only build that goes there: local
//    builds use web/dist-local) with nothing but those settings in its environment, and reads the
//    bundle back: no emulator host, no demo project, every setting present;
// 3. builds the functions and packs them with a lockfile cut from the repository's lock;
// 4. writes the firebase.json for this project (region on every rewrite);
// 5. (not with --dry-run) checks the secrets, makes sure Storage's rules may read Firestore, and
//    runs `firebase deploy` for the rules, indexes, functions and Hosting.
// --dry-run does everything but step 5 and needs no network; `npm test` runs it for pauta-exemplo.
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, readFirebaseJson } from './lib/paths.mjs';
import { FUNCTIONS_REGION } from './lib/region.mjs';
import { checkBundle } from './deploy/bundle-check.mjs';
import { configProblems, DEPLOY_WEB_DIR, deployConfig } from './deploy/firebase-config.mjs';
import { writeFunctionsPackage } from './deploy/functions-package.mjs';
import { loadSettings, projectProblems, SECRETS, WEB_KEYS } from './deploy/settings.mjs';
import {
  ensureStorageRulesReadFirestore,
  firebaseToolsIamClient,
  grantCommand,
  signInAsFirebaseTools,
} from './deploy/storage-iam.mjs';

const FIREBASE_BIN = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const projectAt = args.indexOf('--project');
const project = projectAt === -1 ? '' : (args[projectAt + 1] ?? '');

const say = (line = '') => console.log(line);
function stop(problems) {
  console.error(`\nDeploy recusado:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
  process.exit(1);
}

/** Runs a command with exactly `env` added to a minimal environment; resolves on exit code 0. */
function sh(command, commandArgs, { cwd = ROOT, env = {}, inherit = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd, env, stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (c) => (output += c));
    child.stderr?.on('data', (c) => (output += c));
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${[command, ...commandArgs].join(' ')} (código ${code})\n${output}`)),
    );
  });
}

/** The environment of the builds: the machine's basics, never a VITE_* or emulator variable of the shell. */
function cleanEnv(extra) {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'npm_config_cache', 'NODE_OPTIONS'];
  return { ...Object.fromEntries(keep.filter((k) => process.env[k]).map((k) => [k, process.env[k]])), ...extra };
}

const problems = projectProblems(project);
if (problems.length) stop(problems);
const settings = loadSettings(ROOT, project);
if (settings.problems.length) stop(settings.problems);
const region = settings.functions.PAUTA_REGION || FUNCTIONS_REGION;

say(`Deploy de ${project}${dryRun ? ' (ensaio: nada é enviado ao Google)' : ''}, região ${region}.`);

say('1/4 Construindo o site para produção em web/dist...');
const webEnv = {
  ...Object.fromEntries(Object.keys(WEB_KEYS).map((k) => [k, settings.web[k]])),
  VITE_FUNCTIONS_REGION: region,
};
const dist = join(ROOT, DEPLOY_WEB_DIR);
await sh(
  process.execPath,
  [
    join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
    'build',
    '--outDir',
    dist,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ],
  {
    cwd: join(ROOT, 'web'),
    env: cleanEnv(webEnv),
  },
).catch((error) => stop([`o build do site falhou: ${error.message}`]));
const bundleProblems = checkBundle(dist, {
  ...Object.fromEntries(
    Object.keys(WEB_KEYS)
      .filter((k) => k !== 'VITE_FIREBASE_MESSAGING_SENDER_ID')
      .map((k) => [k, settings.web[k]]),
  ),
  VITE_FUNCTIONS_REGION: region,
});
if (bundleProblems.length) {
  rmSync(dist, { recursive: true, force: true });
  stop(bundleProblems.map((p) => `web/dist: ${p}`));
}
say('    conferido: nenhum emulador, nenhum projeto demo-, todas as configurações no bundle.');

say('2/4 Compilando as funções e empacotando-as com o lockfile...');
// The functions with the reader pages' server bundle of the production site just built and checked
// (web/dist), built into the deploy's own folder: functions/lib holds the local stacks' build (its
// server bundle names the emulators) and may be running under them, so it is never rewritten here.
const functionsBuild = join(ROOT, '.deploy', project, 'functions-build');
rmSync(functionsBuild, { recursive: true, force: true });
await sh('npm', ['run', 'build', '-w', 'functions'], {
  env: cleanEnv({ PAUTA_WEB_DIST: dist, PAUTA_FUNCTIONS_OUT: functionsBuild }),
}).catch((error) => stop([`o build das funções falhou: ${error.message}`]));
const functionsDir = join('.deploy', project, 'functions');
let packed;
try {
  packed = writeFunctionsPackage({
    root: ROOT,
    out: join(ROOT, functionsDir),
    project,
    region,
    envFile: join(ROOT, settings.files.functions),
    lib: functionsBuild,
  });
} catch (error) {
  stop([`as funções não puderam ser empacotadas: ${error.message}`]);
}
say(`    ${functionsDir}: package-lock.json com ${packed.packages} pacotes, as versões que os testes usaram.`);

say('3/4 Escrevendo a configuração do deploy...');
const configFile = `.pauta-deploy.${project}.json`;
const config = deployConfig(readFirebaseJson(), { region, functionsDir });
const configFaults = configProblems(config, ROOT);
if (configFaults.length) stop(configFaults.map((p) => `${configFile}: ${p}`));
writeFileSync(join(ROOT, configFile), `${JSON.stringify(config, null, 2)}\n`);
const firebaseArgs = [
  'deploy',
  '--project',
  project,
  '--config',
  configFile,
  '--only',
  'firestore,storage,functions,hosting',
  '--force',
];
say(
  `    ${configFile}: regras, índices, funções em ${region} e o Hosting servindo ${DEPLOY_WEB_DIR} (conferido pelo esquema do firebase-tools).`,
);

if (dryRun) {
  say('4/4 Ensaio: o deploy de verdade faria agora:');
  say(`    - npm ci em ${functionsDir} (o firebase-tools lê as funções de lá antes de enviá-las);`);
  say(`    - conferir os segredos ${SECRETS.join(', ')} (firebase functions:secrets:get);`);
  say(
    `    - dar ao Cloud Storage o papel de ler o Firestore, se faltar: ${grantCommand(project, settings.projectNumber)}`,
  );
  say(`    - firebase ${firebaseArgs.join(' ')}`);
  say(`\nEnsaio de ${project} concluído: tudo pronto para o deploy.`);
  process.exit(0);
}

say('4/4 Publicando...');
// firebase-tools loads the functions from their folder to learn what to deploy: the same npm ci
// Cloud Build will run, from the same lockfile.
await sh('npm', ['ci', '--no-audit', '--no-fund'], { cwd: join(ROOT, functionsDir), env: { ...process.env } }).catch(
  (error) => stop([`npm ci das funções falhou: ${error.message}`]),
);
const firebase = (commandArgs, inherit = false) =>
  sh(process.execPath, [FIREBASE_BIN, ...commandArgs], { env: { ...process.env }, inherit });
for (const secret of SECRETS)
  await firebase(['functions:secrets:get', secret, '--project', project]).catch(() =>
    stop([
      `o segredo ${secret} não existe no projeto: npx firebase functions:secrets:set ${secret} --project ${project}`,
    ]),
  );
await signInAsFirebaseTools({ project, root: ROOT }).catch((error) =>
  stop([
    `o firebase-tools não está autenticado (${error.message}): rode "npx firebase login" ou, para dar à mão o papel ` +
      `que deixa o storage.rules ler o Firestore: ${grantCommand(project, settings.projectNumber)}`,
  ]),
);
try {
  const client = firebaseToolsIamClient(settings.projectNumber);
  const iam = await ensureStorageRulesReadFirestore({ project, projectNumber: settings.projectNumber, client });
  say(
    iam === 'granted'
      ? '    Cloud Storage agora pode ler o Firestore (papel concedido).'
      : '    Cloud Storage já pode ler o Firestore.',
  );
} catch (error) {
  stop([error.message]);
}
await firebase(firebaseArgs, true).catch(() => stop(['o firebase deploy falhou (a mensagem está acima).']));
say(`\nPauta publicado em ${project}. Próximos passos (domínio, SITE_URL, primeiro admin): README, "Deploying".`);
