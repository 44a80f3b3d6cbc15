// What the local stacks' firebase-tools processes preload (NODE_OPTIONS --import): each module acts
// only in the process it is written for and does nothing in any other.
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

/** Functions runtimes start without the firebase-tools modules they never use. */
export const RUNTIME_PRELOAD = join(ROOT, 'scripts', 'lib', 'functions-runtime-preload.mjs');
/** The Auth emulator compiles each request/response validator when first used, not all ≈960 at start. */
export const AUTH_PRELOAD = join(ROOT, 'scripts', 'lib', 'auth-emulator-preload.mjs');

/**
 * NODE_OPTIONS for a firebase-tools process: the ones it would have, plus `preloads`.
 * @param {string[]} preloads
 */
export function withPreloads(preloads) {
  return [process.env.NODE_OPTIONS, ...preloads.map((file) => `--import ${JSON.stringify(file)}`)]
    .filter(Boolean)
    .join(' ');
}
