// The local stacks' preloads (stack.mjs) put stand-ins for a few of firebase-tools' CommonJS modules
// in require's cache: a stand-in answers the names it knows itself and loads the real module, in its
// place, for any other name, so a firebase-tools that asks for more stays correct, only slower.
import Module, { createRequire } from 'node:module';

/**
 * Serves the module `file` (absolute, real path) with `own`'s names until another name is asked.
 * @param {string} file
 * @param {Record<string, unknown>} own
 * @returns {() => any} loads (once) and returns the real module
 */
export function standInFor(file, own) {
  const require = createRequire(file);
  /** @type {any} */
  let real;
  const loadReal = () => {
    if (!real) {
      delete require.cache[file];
      real = require(file);
    }
    return real;
  };
  const standIn = new Module(file);
  standIn.filename = file;
  standIn.loaded = true;
  standIn.exports = new Proxy(own, {
    get(target, name) {
      return Object.hasOwn(target, name) ? target[/** @type {string} */ (name)] : loadReal()[name];
    },
  });
  require.cache[file] = standIn;
  return loadReal;
}
