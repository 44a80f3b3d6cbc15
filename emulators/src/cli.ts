// pauta-emulators: starts the Java-free Firestore and Storage emulators.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { EMULATOR_NAMES, PortInUseError, startEmulators, type EmulatorName } from './server.js';

const HELP = `Usage: pauta-emulators start [options]

Starts Java-free Firestore (REST + gRPC on one port) and Cloud Storage for Firebase emulators.

Options:
  --only <list>            Emulators to start, comma separated (default: firestore,storage)
  --project <id>           Project id (default: .firebaserc default project, else demo-pauta)
  --config <file>          firebase.json with emulators.*.port and firestore/storage rules (default: ./firebase.json)
  --import <dir>           Load data exported earlier from <dir>
  --export-on-exit [dir]   On Ctrl+C / SIGTERM, export data to [dir] (default: the --import dir)
  --data-dir <dir>         Durable data folder: loaded at start, every acknowledged write journaled
                           there (fsync within 200 ms), snapshotted on exit. Survives kill -9.
  --watch-parent           Stop (as on Ctrl+C) when stdin closes: the launcher holding it died
  --verbose                Log every request
  -h, --help               Show this help
`;

interface CliOptions {
  only: EmulatorName[];
  project?: string;
  config?: string;
  importDir?: string;
  exportOnExit?: string | true;
  dataDir?: string;
  watchParent: boolean;
  verbose: boolean;
}

class UsageError extends Error {}

function parseArgs(args: string[]): CliOptions {
  const o: CliOptions = { only: [...EMULATOR_NAMES], verbose: false, watchParent: false };
  const value = (i: number, flag: string) => {
    const v = args[i + 1];
    if (v === undefined || v.startsWith('--')) throw new UsageError(`${flag} needs a value`);
    return v;
  };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const [flag, inline] =
      a.startsWith('--') && a.includes('=')
        ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]
        : [a, undefined];
    const take = () => (inline !== undefined ? inline : value(i++, flag));
    switch (flag) {
      case '--only': {
        const names = take()
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        for (const n of names)
          if (!EMULATOR_NAMES.includes(n as EmulatorName))
            throw new UsageError(`Unknown emulator "${n}" (available: ${EMULATOR_NAMES.join(', ')})`);
        o.only = names as EmulatorName[];
        break;
      }
      case '--project':
        o.project = take();
        break;
      case '--config':
        o.config = take();
        break;
      case '--import':
        o.importDir = take();
        break;
      case '--export-on-exit':
        if (inline !== undefined) o.exportOnExit = inline;
        else if (args[i + 1] !== undefined && !args[i + 1].startsWith('--')) o.exportOnExit = args[++i];
        else o.exportOnExit = true;
        break;
      case '--data-dir':
        o.dataDir = take();
        break;
      case '--watch-parent':
        o.watchParent = true;
        break;
      case '--verbose':
        o.verbose = true;
        break;
      default:
        throw new UsageError(`Unknown option ${a}`);
    }
  }
  return o;
}

function defaultProject(): string {
  if (process.env.GCLOUD_PROJECT) return process.env.GCLOUD_PROJECT;
  const rc = resolve('.firebaserc');
  if (existsSync(rc)) {
    try {
      const p = (JSON.parse(readFileSync(rc, 'utf8')) as { projects?: { default?: string } }).projects?.default;
      if (p) return p;
    } catch {
      // fall through to the demo project
    }
  }
  return 'demo-pauta';
}

async function main(argv: string[]): Promise<number> {
  // A reader that went away (dead launcher) must not crash the exit path before the export.
  process.stdout.on('error', () => {});
  process.stderr.on('error', () => {});
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
    process.stdout.write(HELP);
    return 0;
  }
  if (argv[0] !== 'start') {
    process.stderr.write(`Unknown command "${argv[0]}".\n\n${HELP}`);
    return 2;
  }
  let o: CliOptions;
  try {
    o = parseArgs(argv.slice(1));
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n\n${HELP}`);
    return 2;
  }
  const exportDir = o.exportOnExit === true ? o.importDir : (o.exportOnExit ?? o.dataDir);
  if (o.exportOnExit === true && !exportDir) {
    process.stderr.write('--export-on-exit needs a folder (or --import <dir> to export back to it)\n');
    return 2;
  }
  const config = o.config ?? (existsSync('firebase.json') ? 'firebase.json' : undefined);
  const projectId = o.project ?? defaultProject();

  let running;
  try {
    running = await startEmulators({
      only: o.only,
      projectId,
      configPath: config,
      importDir: o.importDir,
      dataDir: o.dataDir ? resolve(o.dataDir) : undefined,
      verbose: o.verbose,
    });
  } catch (err) {
    process.stderr.write(`pauta-emulators: ${err instanceof PortInUseError ? err.message : (err as Error).message}\n`);
    return 1;
  }
  const parts: string[] = [];
  if (running.firestore)
    parts.push(`firestore http://${running.firestore.host}:${running.firestore.port} (REST + gRPC)`);
  if (running.storage) parts.push(`storage http://${running.storage.host}:${running.storage.port}`);
  console.log(`pauta-emulators ready (project ${projectId}): ${parts.join(', ')}`);
  if (running.firestore) console.log(`  FIRESTORE_EMULATOR_HOST=${running.firestore.host}:${running.firestore.port}`);
  if (running.storage) console.log(`  FIREBASE_STORAGE_EMULATOR_HOST=${running.storage.host}:${running.storage.port}`);

  return new Promise<number>((resolveExit) => {
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) {
        process.stderr.write('Forced exit.\n');
        process.exit(1);
      }
      stopping = true;
      console.log(`\n${signal} received, shutting down...`);
      let code = 0;
      if (exportDir) {
        try {
          await running.exportTo(resolve(exportDir));
          console.log(`Exported data to ${resolve(exportDir)}`);
        } catch (err) {
          process.stderr.write(`Export failed: ${(err as Error).message}\n`);
          code = 1;
        }
      }
      await running.close();
      resolveExit(code);
    };
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));
    process.on('SIGHUP', () => void stop('SIGHUP'));
    if (o.watchParent) {
      const launcherGone = () => {
        if (!stopping) void stop('stdin closed (launcher gone)');
      };
      process.stdin.on('data', () => {});
      process.stdin.once('end', launcherGone);
      process.stdin.once('error', launcherGone);
    }
  });
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`pauta-emulators: ${(err as Error).message}\n`);
    process.exit(1);
  },
);
