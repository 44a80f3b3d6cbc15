// `npm start`: the whole site with demo data on the local emulators. Ctrl-C stops everything.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR } from './lib/paths.mjs';
import { devPorts, readAccounts, startStack } from './lib/stack.mjs';

const verbose = process.argv.includes('--verbose');
const log = (line) => console.log(line);

mkdirSync(DATA_DIR, { recursive: true });
let stack;
try {
  stack = await startStack({ name: 'dev', ports: devPorts(), dataDir: DATA_DIR, webDir: 'web/dist', log, verbose });
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

  Emuladores: Firestore ${ports.firestore} · Storage ${ports.storage} · Auth ${ports.auth} · Functions ${ports.functions} · Hosting ${ports.hosting}

  Contas de demonstração:
${accounts.map((a) => `    ${a.role.padEnd(7)} ${a.email.padEnd(20)} senha: ${a.password}`).join('\n')}

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
