// The firebase.json `npm run deploy` hands to firebase-tools: the committed one with the
// project's region on every rewrite, the functions' source pointed at the prepared folder (its
// lockfile included), the production web build as Hosting's folder, and the guard that stops a
// bare `firebase deploy` taken out (this deploy is the one that built and checked everything).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { withRegion } from '../lib/region.mjs';

export const DEPLOY_WEB_DIR = 'web/dist';

/**
 * @param {any} committed the repository's firebase.json
 * @param {{ region: string, functionsDir: string }} options functionsDir relative to the repository
 */
export function deployConfig(committed, { region, functionsDir }) {
  const config = structuredClone(committed);
  delete config.emulators;
  const [functions] = config.functions;
  config.functions = [
    {
      source: functionsDir,
      codebase: functions.codebase,
      runtime: functions.runtime,
      ignore: ['node_modules', '*.log'],
    },
  ];
  const { predeploy: _guard, ...hosting } = config.hosting;
  config.hosting = { ...hosting, public: DEPLOY_WEB_DIR };
  return withRegion(config, region);
}

/**
 * What firebase-tools would say about the config before talking to Google: its own schema of
 * firebase.json, and every file and folder the config names present in the repository.
 * @param {any} config
 * @param {string} root
 * @returns {string[]} problems
 */
export function configProblems(config, root) {
  const require = createRequire(import.meta.url);
  const { getValidator, getErrorMessage } = require('firebase-tools/lib/firebaseConfigValidate');
  const validate = getValidator();
  const problems = validate(config) ? [] : validate.errors.map(getErrorMessage);
  const needed = [
    config.firestore.rules,
    config.firestore.indexes,
    config.storage.rules,
    join(config.hosting.public, 'app.html'),
    join(config.functions[0].source, 'package.json'),
    join(config.functions[0].source, 'package-lock.json'),
    join(config.functions[0].source, 'lib', 'index.js'),
  ];
  for (const path of needed) if (!existsSync(join(root, path))) problems.push(`falta ${path}`);
  return problems;
}
