// Child processes of the local stack: each runs under scripts/lib/guard.mjs in its own process
// group, so a stop ends it and everything it started (firebase-tools forks one process per function
// runtime), and so it stops by itself when the launcher dies (the guard watches a pipe to us).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const GUARD = fileURLToPath(new URL('./guard.mjs', import.meta.url));

/**
 * @typedef {{ env?: Record<string, string | undefined>, cwd?: string, log?: (line: string) => void }} ProcessOptions
 */

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {ProcessOptions & { quiet?: boolean, shown?: RegExp }} [options] `shown`: lines said even when quiet
 */
export function startProcess(name, command, args, { env, cwd, log, quiet = false, shown } = {}) {
  const child = spawn(process.execPath, [GUARD, command, ...args], {
    cwd,
    env: { ...process.env, ...env },
    // stdin stays open for the guard's whole life: its end means the launcher is gone.
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdin.on('error', () => {});
  const prefix = `[${name}]`;
  const output = [];
  /** @param {Buffer} chunk */
  const onData = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      output.push(line);
      if (output.length > 400) output.shift();
      if (!quiet || shown?.test(line)) log(`${prefix} ${line}`);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  let exited = false;
  const exitPromise = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exited = true;
      resolve({ code, signal });
    });
  });
  return {
    name,
    child,
    output,
    /** @returns {boolean} */
    isAlive: () => !exited,
    exited: exitPromise,
    /** SIGINT first (lets emulators export), then SIGKILL of the whole group after the grace period. */
    async stop(graceMs = 20_000) {
      if (exited) return;
      signalGroup(child.pid, 'SIGINT');
      const timer = setTimeout(() => {
        log?.(`${prefix} não encerrou em ${graceMs / 1000} s depois do SIGINT: SIGKILL`);
        signalGroup(child.pid, 'SIGKILL');
      }, graceMs);
      await exitPromise;
      clearTimeout(timer);
      signalGroup(child.pid, 'SIGKILL');
    },
  };
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // the group is already gone
  }
}

export const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return !/^\d+ \(.*\) Z/s.test(readProc(`/proc/${pid}/stat`) ?? '');
  } catch {
    return false;
  }
};

function readProc(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Our parent and, with `depth` 2, its parent (npm → sh → node: `npm start` itself), where /proc tells. */
export function ancestorPids(depth) {
  const pids = [process.ppid];
  while (pids.length < depth) {
    const stat = readProc(`/proc/${pids[pids.length - 1]}/stat`);
    const parent = stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) : NaN;
    if (!(parent > 1)) break;
    pids.push(parent);
  }
  return pids;
}

/** Where /proc can tell, whether `pid` still runs `script` (a pid reused by another program does not). */
function runs(pid, script) {
  const cmdline = readProc(`/proc/${pid}/cmdline`);
  if (cmdline === undefined) return true;
  const cwd = cwdOf(pid) ?? '/';
  return cmdline.split('\0').some((arg) => arg && resolve(cwd, arg) === script);
}

function cwdOf(pid) {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return undefined;
  }
}

/**
 * The pid file in the data folder names the launcher and the process groups of a running stack.
 * `record` adds a group; `clear` removes the file after a clean stop.
 */
export function pidFile(path, root) {
  const state = { launcher: process.pid, root, groups: [] };
  const save = () => writeFileSync(path, JSON.stringify(state, null, 2));
  return {
    record(name, pid) {
      state.groups.push({ name, pid });
      save();
    },
    clear() {
      rmSync(path, { force: true });
    },
  };
}

/**
 * Stops what a previous start of this checkout left running (its launcher died without stopping
 * them), as named by its pid file. Throws when that start is in fact still running.
 */
export async function stopStaleProcesses(path, { startScript, log, graceMs = 20_000 }) {
  if (!existsSync(path)) return;
  let state;
  try {
    state = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    rmSync(path, { force: true });
    return;
  }
  const launcher = state.launcher;
  if (launcher && launcher !== process.pid && isAlive(launcher) && runs(launcher, startScript)) {
    const error = /** @type {Error & { code?: string }} */ (
      new Error(`o Pauta já está rodando neste checkout (processo ${launcher}). Encerre-o com Ctrl-C antes.`)
    );
    error.code = 'ALREADY_RUNNING';
    throw error;
  }
  const stale = (state.groups ?? []).filter(({ pid }) => isAlive(pid) && runs(pid, GUARD));
  if (stale.length) {
    log(
      `Encerrando emuladores que sobraram de uma execução anterior: ${stale.map((g) => `${g.name} (${g.pid})`).join(', ')}...`,
    );
    // The guard stops its group as on Ctrl-C (emulators export), once even if already doing so.
    for (const { pid } of stale) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // it ended meanwhile
      }
    }
    const deadline = Date.now() + graceMs + 5_000;
    while (stale.some(({ pid }) => isAlive(pid)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    for (const { pid } of stale) signalGroup(pid, 'SIGKILL');
  }
  rmSync(path, { force: true });
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {ProcessOptions & { name?: string }} [options]
 * @returns {Promise<string>}
 */
export function run(command, args, { env, cwd, log, name } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    const onData = (chunk) => output.push(chunk.toString());
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      if (code === 0) resolve(output.join(''));
      else {
        log?.(output.join(''));
        reject(new Error(`${name ?? command} falhou (código ${code})`));
      }
    });
  });
}
