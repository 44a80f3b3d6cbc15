// Preloaded (NODE_OPTIONS --import, tools-preloads.mjs) into the processes firebase-tools starts; it
// acts only in a function's runtime (firebase-tools' emulator/functionsEmulatorRuntime). The runtime
// requires ./functionsEmulatorShared for one helper, findModuleRoot, and with it ≈1,270 modules of
// firebase-tools (deploy, extensions...) that it never uses: ≈0.75 CPU-s of a runtime's start, paid
// again by every runtime (one per function per stack, one more per concurrent call). Here that
// module is served by findModuleRoot below; any other name asked of it loads the real module, so a
// firebase-tools that uses more of it stays correct, only slower. Local stacks only: the functions'
// code, their bundle and production are untouched.
import { readFileSync, realpathSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { standInFor } from './module-stand-in.mjs';

const RUNTIME = /^functionsEmulatorRuntime(\.js)?$/;

/**
 * The folder of the package `moduleName` that `file` belongs to: the nearest folder above `file`
 * whose package.json parses decides; '' when that package is another one (as firebase-tools' own).
 * @param {string} moduleName
 * @param {string} file
 */
export function findModuleRoot(moduleName, file) {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    const name = packageName(join(dir, 'package.json'));
    if (name !== undefined) return name === moduleName ? dir : '';
    if (dirname(dir) === dir) return '';
  }
}

/** @returns {string | null | undefined} undefined when there is no readable package.json there */
function packageName(manifest) {
  try {
    return JSON.parse(readFileSync(manifest, 'utf8')).name ?? null;
  } catch {
    return undefined;
  }
}

/**
 * Puts a light stand-in for the module `sharedFile` in require's cache: findModuleRoot without the
 * module's imports; any other name loads the real module in its place and answers from it.
 * @param {string} sharedFile absolute path of firebase-tools' emulator/functionsEmulatorShared.js
 */
export function lightenSharedHelpers(sharedFile) {
  standInFor(sharedFile, { __esModule: true, findModuleRoot });
}

const main = process.argv[1];
// require's cache is keyed by real paths (node_modules may be a linked copy).
if (main && RUNTIME.test(basename(main)))
  lightenSharedHelpers(realpathSync(join(dirname(main), 'functionsEmulatorShared.js')));
