// Child processes of the local stack: spawned in their own process group so a stop ends them and
// everything they started (firebase-tools forks one process per function runtime).
import { spawn } from 'node:child_process';

/**
 * @typedef {{ env?: Record<string, string | undefined>, cwd?: string, log?: (line: string) => void }} ProcessOptions
 */

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {ProcessOptions & { quiet?: boolean }} [options]
 */
export function startProcess(name, command, args, { env, cwd, log, quiet = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${name}]`;
  const output = [];
  /** @param {Buffer} chunk */
  const onData = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      output.push(line);
      if (output.length > 400) output.shift();
      if (!quiet) log(`${prefix} ${line}`);
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
      const timer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), graceMs);
      await exitPromise;
      clearTimeout(timer);
      signalGroup(child.pid, 'SIGKILL');
    },
  };
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is already gone
  }
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
