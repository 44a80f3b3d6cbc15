// Starts the selected emulators from firebase.json settings and stops/exports them together.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startFirestoreEmulator } from './firestore/index.js';
import type { RunningFirestoreEmulator, RunningStorageEmulator, StorageEmulatorOptions } from './shared/servers.js';

export type EmulatorName = 'firestore' | 'storage';
export const EMULATOR_NAMES: EmulatorName[] = ['firestore', 'storage'];

export interface StartEmulatorsOptions {
  only: EmulatorName[];
  projectId: string;
  /** Path of firebase.json (ports, hosts, rules files). */
  configPath?: string;
  importDir?: string;
  /** Durable data folder (journal + snapshots) shared by both emulators. */
  dataDir?: string;
  verbose?: boolean;
  log?: (line: string) => void;
}

export interface RunningEmulators {
  firestore?: RunningFirestoreEmulator;
  storage?: RunningStorageEmulator;
  /** Set when firebase.json names a Functions emulator: Firestore document events are delivered to it. */
  firestoreEvents?: { close(): void; idle(): Promise<void> };
  exportTo(dir: string): Promise<void>;
  close(): Promise<void>;
}

export class PortInUseError extends Error {
  constructor(
    readonly emulator: EmulatorName,
    readonly port: number,
  ) {
    super(`Port ${port} is already in use (needed by the ${emulator} emulator).`);
  }
}

interface FirebaseJson {
  firestore?: { rules?: string; indexes?: string };
  storage?: { rules?: string } | { rules?: string }[];
  emulators?: Record<string, { host?: string; port?: number } | undefined>;
}

const DEFAULT_PORTS: Record<EmulatorName, number> = { firestore: 8080, storage: 9199 };

function readConfig(path: string | undefined): { config: FirebaseJson; dir: string } {
  if (!path) return { config: {}, dir: process.cwd() };
  const full = resolve(path);
  if (!existsSync(full)) throw new Error(`Config file not found: ${full}`);
  return { config: JSON.parse(readFileSync(full, 'utf8')) as FirebaseJson, dir: dirname(full) };
}

async function listenOrExplain<T>(emulator: EmulatorName, port: number, start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError(emulator, port);
    throw err;
  }
}

type StorageModule = { startStorageEmulator(options: StorageEmulatorOptions): Promise<RunningStorageEmulator> };

async function loadStorageModule(): Promise<StorageModule> {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = ['storage/index.ts', 'storage/index.js'].map((f) => resolve(here, f)).filter((f) => existsSync(f));
  if (candidates.length === 0)
    throw new Error('The storage emulator is not available yet (src/storage/index.ts is missing).');
  const mod = (await import(pathToFileURL(candidates[0]).href)) as Partial<StorageModule>;
  if (typeof mod.startStorageEmulator !== 'function')
    throw new Error('src/storage/index does not export startStorageEmulator.');
  return mod as StorageModule;
}

export async function startEmulators(o: StartEmulatorsOptions): Promise<RunningEmulators> {
  const log = o.log ?? ((line: string) => console.log(line));
  const { config, dir } = readConfig(o.configPath);
  const emu = config.emulators ?? {};
  const rulesOf = (key: 'firestore' | 'storage') => {
    const section = config[key];
    const rules = Array.isArray(section) ? section[0]?.rules : section?.rules;
    return rules ? resolve(dir, rules) : undefined;
  };
  const running: RunningEmulators = {
    async exportTo(target: string) {
      await running.firestore?.exportTo(target);
      await running.storage?.exportTo(target);
    },
    async close() {
      running.firestoreEvents?.close();
      await Promise.allSettled([running.firestore?.close(), running.storage?.close()]);
    },
  };
  const functions = emu.functions?.port
    ? { host: emu.functions.host ?? '127.0.0.1', port: emu.functions.port }
    : undefined;
  try {
    if (o.only.includes('firestore')) {
      const port = emu.firestore?.port ?? DEFAULT_PORTS.firestore;
      running.firestore = await listenOrExplain('firestore', port, () =>
        startFirestoreEmulator({
          host: emu.firestore?.host,
          port,
          projectId: o.projectId,
          rulesPath: rulesOf('firestore'),
          indexesPath: config.firestore?.indexes ? resolve(dir, config.firestore.indexes) : undefined,
          importDir: o.importDir,
          dataDir: o.dataDir,
          verbose: o.verbose,
          log,
        }),
      );
      if (functions) {
        const { connectFirestoreEvents } = await import('./events/index.js');
        running.firestoreEvents = connectFirestoreEvents(running.firestore, {
          functionsHost: functions.host,
          functionsPort: functions.port,
          projectId: o.projectId,
          log,
        });
      }
    }
    if (o.only.includes('storage')) {
      const port = emu.storage?.port ?? DEFAULT_PORTS.storage;
      const { startStorageEmulator } = await loadStorageModule();
      running.storage = await listenOrExplain('storage', port, () =>
        startStorageEmulator({
          host: emu.storage?.host,
          port,
          projectId: o.projectId,
          rulesPath: rulesOf('storage'),
          importDir: o.importDir,
          dataDir: o.dataDir,
          verbose: o.verbose,
          log,
          firestore: running.firestore,
          functionsEmulator: functions,
        }),
      );
    }
  } catch (err) {
    await running.close();
    throw err;
  }
  return running;
}
