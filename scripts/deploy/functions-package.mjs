// The folder `firebase deploy` uploads as the functions' source: the bundle (functions/lib), a
// package.json naming exact versions and a package-lock.json cut from the repository's own lock,
// so Cloud Build's `npm ci` installs exactly the packages every test ran with, never a newer
// release a `^` range would let in.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where npm would find `name` from the package at `location` (walking up node_modules folders). */
function resolveIn(packages, location, name) {
  let dir = location;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return null;
    const up = dir.lastIndexOf('/node_modules/');
    dir = up === -1 ? '' : dir.slice(0, up);
  }
}

const edges = (entry) => [
  ...Object.keys(entry.dependencies ?? {}).map((name) => ({ name, optional: false })),
  ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
  // npm installs peers too; an optional peer nobody provides is skipped.
  ...Object.keys(entry.peerDependencies ?? {}).map((name) => ({
    name,
    optional: entry.peerDependenciesMeta?.[name]?.optional === true,
  })),
];

/**
 * A standalone lockfile for one workspace: the entries its production dependencies reach in the
 * repository's lock, at the same places (so every package resolves to the same copy), and none
 * of the others. Throws when the workspace's own node_modules would clash with the root's.
 * @param {any} rootLock package-lock.json of the repository (lockfileVersion 3)
 * @param {string} workspace its folder, e.g. 'functions'
 * @param {{ name: string, version: string, dependencies: Record<string, string>, engines?: object }} manifest
 * @returns {{ name: string, version: string, lockfileVersion: 3, requires: true, packages: Record<string, any> }}
 */
export function workspaceLock(rootLock, workspace, manifest) {
  const packages = rootLock.packages;
  /** @type {Map<string, boolean>} location → only reached through optional dependencies */
  const reached = new Map();
  const queue = [];
  const visit = (from, name, optional) => {
    const location = resolveIn(packages, from, name);
    if (!location) {
      if (optional) return;
      throw new Error(`${name} (pedido por ${from || 'a raiz'}) não está no package-lock.json: rode npm install.`);
    }
    if (packages[location].link) throw new Error(`${name} é um pacote do workspace: ele precisa ir dentro do bundle.`);
    const wasOptional = reached.get(location);
    if (wasOptional === undefined || (wasOptional && !optional)) {
      reached.set(location, optional);
      queue.push(location);
    }
  };
  for (const name of Object.keys(manifest.dependencies)) visit(workspace, name, false);
  while (queue.length) {
    const location = queue.shift();
    const optional = reached.get(location);
    for (const edge of edges(packages[location])) visit(location, edge.name, optional || edge.optional);
  }
  const out = {};
  for (const [location, optional] of [...reached].sort(([a], [b]) => a.localeCompare(b))) {
    // The workspace's own copies become the standalone package's top level.
    const target = location.startsWith(`${workspace}/`) ? location.slice(workspace.length + 1) : location;
    if (out[target])
      throw new Error(`${target} existe em duas versões (raiz e ${workspace}): o lock não pode ser separado.`);
    const { dev: _dev, devOptional: _devOptional, peer: _peer, optional: _optional, ...entry } = packages[location];
    out[target] = optional ? { ...entry, optional: true } : entry;
  }
  return {
    name: manifest.name,
    version: manifest.version,
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': {
        name: manifest.name,
        version: manifest.version,
        dependencies: manifest.dependencies,
        ...(manifest.engines && { engines: manifest.engines }),
      },
      ...out,
    },
  };
}

/**
 * @param {{ root: string, out: string, project: string, region: string, envFile: string, lib?: string }} options
 * `out`: the folder to (re)create; `envFile`: the project's functions/.env.<project>; `lib`: the
 * functions build to pack (functions/lib unless given)
 */
export function writeFunctionsPackage({ root, out, project, region, envFile, lib = join(root, 'functions', 'lib') }) {
  const manifest = JSON.parse(readFileSync(join(root, 'functions', 'package.json'), 'utf8'));
  const rootLock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  // The versions the repository's lock resolved, written exactly.
  const dependencies = Object.fromEntries(
    Object.keys(manifest.dependencies).map((name) => {
      const location = resolveIn(rootLock.packages, 'functions', name);
      return [name, rootLock.packages[location].version];
    }),
  );
  const deployed = {
    name: manifest.name,
    version: manifest.version,
    private: true,
    main: manifest.main,
    type: manifest.type,
    engines: manifest.engines,
    dependencies,
  };
  const lock = workspaceLock(rootLock, 'functions', deployed);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  cpSync(lib, join(out, 'lib'), { recursive: true });
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(deployed, null, 2)}\n`);
  writeFileSync(join(out, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  // The project's settings travel with the functions (firebase-tools reads .env.<project>), the
  // region always written so the deploy never stops to ask for it.
  const env = readFileSync(envFile, 'utf8');
  const withRegion = /^\s*PAUTA_REGION\s*=/m.test(env) ? env : `${env.replace(/\n*$/, '\n')}PAUTA_REGION=${region}\n`;
  writeFileSync(join(out, `.env.${project}`), withRegion);
  return { dependencies, packages: Object.keys(lock.packages).length - 1 };
}
