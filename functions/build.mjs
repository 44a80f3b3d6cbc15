// Bundles the functions into lib/index.js (what package.json `main` names, for the Functions
// emulator and for deploy): @pauta/model and our sources are inlined, so the uploaded folder needs
// no workspace package; the runtime's own dependencies stay external and are installed by npm.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  // The image pipeline's two modules are also built on their own: the seed runs covers through them.
  entryPoints: ['src/index.ts', 'src/images/process-image.ts', 'src/images/store-variants.ts'],
  outdir: 'lib',
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
