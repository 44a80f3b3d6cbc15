// Starts the real firebase-tools Functions emulator (offline, `--only functions`) on the fixture
// codebase in test/fixtures/functions, with a generated firebase.json in a temp dir.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const FIXTURE_DIR = join(here, '..', 'fixtures', 'functions');
const FIREBASE_BIN = join(here, '..', '..', '..', 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

/** firebase-tools needs fixed ports in firebase.json: take free ones the OS hands out (port 0). */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

export interface FunctionsEmulatorProcess {
  host: string;
  port: number;
  output(): string;
  stop(): Promise<void>;
}

export async function startFunctionsEmulator(
  projectId: string,
  functionsPort: number,
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<FunctionsEmulatorProcess> {
  const [hubPort, loggingPort, eventarcPort, tasksPort] = await freePorts(4);
  const dir = await mkdtemp(join(tmpdir(), 'pauta-functions-e2e-'));
  const config = {
    functions: [{ source: relative(dir, FIXTURE_DIR), codebase: 'default', runtime: 'nodejs20' }],
    emulators: {
      functions: { host: '127.0.0.1', port: functionsPort },
      hub: { host: '127.0.0.1', port: hubPort },
      logging: { host: '127.0.0.1', port: loggingPort },
      eventarc: { host: '127.0.0.1', port: eventarcPort },
      tasks: { host: '127.0.0.1', port: tasksPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  await writeFile(join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [FIREBASE_BIN, 'emulators:start', '--only', 'functions', '--project', projectId, '--config', 'firebase.json'],
    {
      cwd: dir,
      env: {
        ...process.env,
        ...env,
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        FIREBASE_CLI_EXPERIMENTS: '',
        CI: 'true',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  while (!/All emulators ready/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`firebase-tools Functions emulator did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { host: '127.0.0.1', port: functionsPort, output: () => output, stop };
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | null> | T | undefined | null,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
