// Preloaded (NODE_OPTIONS --import, tools-preloads.mjs) into the processes firebase-tools starts; it
// acts only in firebase-tools' own `emulators:start` process. There the Auth emulator hands its
// whole OpenAPI spec to exegesis, which compiles, with ajv, the request and response validators of
// all ≈100 operations at once: ≈6.5 CPU-s at every stack start, for the handful of operations a run
// calls. exegesis's own option lazyCompileValidationSchemas compiles each validator the first time
// it is used instead, from the same schema with the same ajv instance and settings, so validation
// results and error bodies are the same. Local stacks only: production and deploy never load this.
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { standInFor } from './module-stand-in.mjs';

/**
 * Makes every exegesis-express middleware compiled from then on compile its validators on first use.
 * @param {string} expressFile absolute real path of exegesis-express's main module
 */
export function compileValidatorsOnFirstUse(expressFile) {
  const loadReal = standInFor(expressFile, { __esModule: true, middleware });
  /** @param {unknown} openApiDoc @param {object} [options] @param {Function} [done] */
  function middleware(openApiDoc, options, done) {
    return loadReal().middleware(openApiDoc, { lazyCompileValidationSchemas: true, ...options }, done);
  }
}

/**
 * exegesis-express as firebase-tools' Auth emulator (lib/emulator/auth/server.js) resolves it.
 * @param {string} firebaseBin firebase-tools' lib/bin/firebase.js
 */
export function authEmulatorExegesis(firebaseBin) {
  return createRequire(join(dirname(firebaseBin), '..', 'emulator', 'auth', 'server.js')).resolve('exegesis-express');
}

const [, main, command] = process.argv;
if (main && command === 'emulators:start' && basename(main) === 'firebase.js') {
  /** @type {string | undefined} */
  let expressFile;
  try {
    expressFile = authEmulatorExegesis(realpathSync(main));
  } catch {
    // A firebase-tools without exegesis-express starts as it is (the unit test says so).
  }
  if (expressFile) compileValidatorsOnFirstUse(expressFile);
}
