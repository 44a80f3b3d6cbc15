// `npm run migrate-images [-- --project <id>]`: moves the images stored before originals became
// private to the current layout (docs/security.md, "Migration") and gives records stored before image
// metadata existed their empty 'Texto alternativo', 'Legenda' and 'Crédito' (flagged 'Sem texto
// alternativo' in the library): every original reprocessed into
// versions named by a random key, records, covers, bodies, drafts and revisions pointed at them,
// originals' download tokens revoked, the old name-derived versions deleted. Against the running
// emulators without --project (or with a demo- project); against a project with --project <id> and
// Application Default Credentials (`gcloud auth application-default login`, no key file needed).
// Safe to run again: it changes nothing the second time.
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { require as tsRequire } from 'tsx/cjs/api';
import { devPorts, emulatorEnv, PROJECT_ID } from './lib/stack.mjs';
import { ROOT } from './lib/paths.mjs';
import { loadSettings } from './deploy/settings.mjs';

await import('./lib/typescript.mjs');
const args = process.argv.slice(2);
const at = args.indexOf('--project');
const project = at === -1 ? undefined : args[at + 1];
const useEmulators = !project || project.startsWith('demo-');
if (useEmulators) {
  for (const [key, value] of Object.entries(emulatorEnv(devPorts()))) process.env[key] ??= value;
}
const projectId = project ?? PROJECT_ID;
// A real project's bucket is the one its web settings name (projects created since late 2024 have
// <id>.firebasestorage.app, older ones <id>.appspot.com); the emulators use the latter.
const storageBucket = useEmulators
  ? `${projectId}.appspot.com`
  : loadSettings(ROOT, projectId).web.VITE_FIREBASE_STORAGE_BUCKET;
if (!storageBucket) {
  console.error(
    `Erro na migração: web/.env.${projectId} não define VITE_FIREBASE_STORAGE_BUCKET (README, "Deploying", passo 3).`,
  );
  process.exit(1);
}
const app = initializeApp(
  useEmulators ? { projectId, storageBucket } : { credential: applicationDefault(), projectId, storageBucket },
  'migrate-images',
);
const { migrateImageVariants } = tsRequire('../functions/src/images/migrate-variants.ts', import.meta.url);
const { publicUrl } = tsRequire('../functions/src/images/download-url.ts', import.meta.url);
const { migrateImageMetadata } = tsRequire('../functions/src/images/migrate-metadata.ts', import.meta.url);

try {
  const bucket = getStorage(app).bucket();
  const report = await migrateImageVariants(
    getFirestore(app),
    bucket,
    (path) => publicUrl(bucket.name, path),
    (line) => console.log(line),
  );
  console.log(`Tokens de download revogados: ${report.tokensRevoked}.`);
  const metadata = await migrateImageMetadata(getFirestore(app));
  console.log(
    `Metadados de imagem: ${metadata.migrated} registro(s) migrado(s); ${metadata.undescribed} 'Sem texto alternativo'.`,
  );
  process.exit(0);
} catch (error) {
  console.error(`Erro na migração: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
