// Bundles the functions into lib/index.js (what package.json `main` names, for the Functions
// emulator and for deploy): @pauta/model and our sources are inlined, so the uploaded folder needs
// no workspace package; the runtime's own dependencies stay external and are installed by npm.
// The reader pages' server bundle of the site built before (web/dist, or PAUTA_WEB_DIST) is copied
// beside it as lib/reader-server.mjs: the render function answers with that build's pages, its
// scripts and styles, never fetching a shell at run time (docs/rendering.md). PAUTA_FUNCTIONS_OUT
// builds elsewhere than lib (a deploy's package: functions/lib may be running under the emulators).
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

const webDist = resolve(process.env.PAUTA_WEB_DIST ?? new URL('../web/dist', import.meta.url).pathname);
const readerServer = resolve(webDist, '.server', 'reader-server.mjs');
if (!existsSync(readerServer)) {
  console.error(`${readerServer} não existe: construa o site antes das funções (npm run build -w web).`);
  process.exit(1);
}

const outdir = resolve(process.env.PAUTA_FUNCTIONS_OUT ?? 'lib');

await build({
  // The image pipeline's two modules are also built on their own: the seed runs covers through them.
  entryPoints: ['src/index.ts', 'src/images/process-image.ts', 'src/images/store-variants.ts'],
  outdir,
  outbase: 'src',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  // sharp, firebase-admin, firebase-functions (and their subpaths).
  external: Object.keys(dependencies),
  logLevel: 'warning',
});
mkdirSync(outdir, { recursive: true });
copyFileSync(readerServer, resolve(outdir, 'reader-server.mjs'));
