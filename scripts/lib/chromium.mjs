// The Chromium the end-to-end suite drives: PAUTA_CHROMIUM when set (and only that), else the
// usual Debian paths and names on PATH, Chromium's headless shell first (Debian's package of the
// same Chromium build without the desktop browser around it, which Playwright also runs for headless
// tests: on the newsroom's e2e file, 151 CPU-s for the whole run against 179 with `chromium`). As
// root, Debian's headless shell is installed when missing (the desktop chromium, if found, serves
// when that fails); when none is found and we are not root, `ensureChromium` stops with one line
// saying what to run.
// `node scripts/lib/chromium.mjs` prints the path it settles on (exit 1 with that line when none).
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { basename, delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HEADLESS_SHELL = 'chromium-headless-shell';
export const DEBIAN_PATHS = [`/usr/bin/${HEADLESS_SHELL}`, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
export const COMMAND_NAMES = [HEADLESS_SHELL, 'chromium', 'chromium-browser'];
export const APT_PACKAGES = [HEADLESS_SHELL, 'fonts-liberation'];
export const INSTALL_HINT = `sudo apt-get update && sudo apt-get install -y ${APT_PACKAGES.join(' ')}`;

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {{ env?: NodeJS.ProcessEnv, canRun?: (path: string) => boolean }} [options]
 * @returns {string | null}
 */
export function findChromium({ env = process.env, canRun = isExecutable } = {}) {
  if (env.PAUTA_CHROMIUM) return canRun(env.PAUTA_CHROMIUM) ? env.PAUTA_CHROMIUM : null;
  for (const path of DEBIAN_PATHS) if (canRun(path)) return path;
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean))
    for (const name of COMMAND_NAMES) if (canRun(join(dir, name))) return join(dir, name);
  return null;
}

/** @param {(line: string) => void} log */
function aptInstall(log) {
  log(`Instalando ${APT_PACKAGES.join(' ')} (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...APT_PACKAGES],
  ]) {
    const { status } = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (status !== 0) return false;
  }
  return true;
}

export class ChromiumMissingError extends Error {}

/**
 * The Chromium to use, installing Debian's headless shell when missing and allowed; throws ChromiumMissingError
 * whose message is the one line to show.
 * @param {{ env?: NodeJS.ProcessEnv, canRun?: (path: string) => boolean, isRoot?: boolean,
 *   install?: (log: (line: string) => void) => boolean, log?: (line: string) => void }} [options]
 */
export function ensureChromium({
  env = process.env,
  canRun = isExecutable,
  isRoot = process.getuid?.() === 0,
  install = aptInstall,
  log = console.log,
} = {}) {
  const found = findChromium({ env, canRun });
  if (found && (env.PAUTA_CHROMIUM || basename(found) === HEADLESS_SHELL || !isRoot)) return found;
  if (env.PAUTA_CHROMIUM)
    throw new ChromiumMissingError(
      `PAUTA_CHROMIUM=${env.PAUTA_CHROMIUM} não é um executável: corrija o caminho ou remova a variável.`,
    );
  if (!isRoot)
    throw new ChromiumMissingError(
      `Chromium não encontrado para os testes de ponta a ponta: rode \`${INSTALL_HINT}\` (ou defina PAUTA_CHROMIUM).`,
    );
  // As root with only the desktop chromium: the headless shell is installed once; it stays the one
  // found when the install fails.
  const installed = install(log) && findChromium({ env, canRun });
  if (installed) return installed;
  if (found) {
    log(`Seguindo com ${found}.`);
    return found;
  }
  throw new ChromiumMissingError(
    `A instalação do Chromium falhou: rode \`${INSTALL_HINT}\` e veja a saída do apt-get.`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    if (!(error instanceof ChromiumMissingError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
