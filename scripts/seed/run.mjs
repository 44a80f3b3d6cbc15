#!/usr/bin/env node
// CLI: `node scripts/seed/run.mjs [--project demo-pauta]` against running emulators
// (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, FIREBASE_STORAGE_EMULATOR_HOST).
await import('../lib/typescript.mjs');
const { seed } = await import('./index.mjs');

const projectFlag = process.argv.indexOf('--project');
const projectId = projectFlag > 0 ? process.argv[projectFlag + 1] : (process.env.GCLOUD_PROJECT ?? 'demo-pauta');

try {
  const result = await seed({ projectId, log: (line) => console.log(line) });
  if (result.seeded) {
    console.log('Contas de demonstração:');
    for (const { email, password, role } of result.accounts) console.log(`  ${role.padEnd(11)} ${email} / ${password}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
