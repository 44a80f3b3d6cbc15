#!/usr/bin/env node
// CLI: `node scripts/seed/run.mjs [--project demo-pauta] [--site-url <url>]` against running emulators
// (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, FIREBASE_STORAGE_EMULATOR_HOST). Forked with
// an IPC channel (scripts/lib/stack.mjs), it sends its result to the parent instead of printing accounts.
await import('../lib/typescript.mjs');
const { seed } = await import('./index.mjs');

const flag = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const projectId = flag('--project') ?? process.env.GCLOUD_PROJECT ?? 'demo-pauta';

try {
  const result = await seed({ projectId, log: (line) => console.log(line), siteUrl: flag('--site-url') });
  if (process.send) process.send(result, () => process.disconnect());
  else if (result.seeded) {
    console.log('Contas de demonstração:');
    for (const { email, password, role } of result.accounts) console.log(`  ${role.padEnd(11)} ${email} / ${password}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
