// `npm start`: the whole site with demo data on the local emulators. Ctrl-C (or a closed terminal,
// SIGHUP) stops everything and saves the data; if this process is killed outright, the emulators
// notice and stop by themselves (scripts/lib/guard.mjs), and their journals already hold the data.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR } from './lib/paths.mjs';
import { ancestorPids, isAlive } from './lib/processes.mjs';
import { devPorts, readAccounts, startStack } from './lib/stack.mjs';

const verbose = process.argv.includes('--verbose');
// A closed terminal must not turn the shutdown's log lines into a crash.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
const log = (line) => console.log(line);

mkdirSync(DATA_DIR, { recursive: true });
let stack;
try {
  stack = await startStack({
    name: 'dev',
    ports: devPorts(),
    dataDir: DATA_DIR,
    webDir: 'web/dist-local',
    log,
    verbose,
  });
} catch (error) {
  console.error(`\nNão foi possível iniciar o Pauta: ${error.message}`);
  process.exit(1);
}

if (stack.seeded?.seeded)
  writeFileSync(join(DATA_DIR, 'accounts.json'), JSON.stringify(stack.seeded.accounts, null, 2));
const accounts = readAccounts(DATA_DIR) ?? [];
const { ports } = stack;
console.log(`
Pauta está no ar (projeto demo-pauta, dados em .emulator-data/).

  Site:   ${stack.urls.site}
  Admin:  ${stack.urls.admin}
  Emails: ${stack.urls.mail}  (caixa local: todo email enviado chega aqui; 'npm run newsletter:send' envia o resumo)

  Emuladores: Firestore ${ports.firestore} · Storage ${ports.storage} · Auth ${ports.auth} · Functions ${ports.functions} · Hosting ${ports.hosting}

  Contas de demonstração:
${accounts.map((a) => `    ${a.role.padEnd(11)} ${a.email.padEnd(22)} senha: ${a.password}`).join('\n')}

Ctrl-C encerra tudo. 'npm run reset' apaga os dados (o próximo start semeia de novo).
`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nEncerrando e salvando os dados...');
  await stack.stop();
  console.log('Tudo encerrado.');
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
process.on('SIGHUP', shutdown);
// `npm start` killed outright (kill -9, OOM) leaves us running under its orphaned shell: stop too.
const launchers = ancestorPids(process.env.npm_lifecycle_event === 'start' ? 2 : 1);
setInterval(() => {
  if (launchers.some((pid) => !isAlive(pid))) shutdown();
}, 500).unref();
