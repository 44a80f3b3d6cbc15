// Runs one command of the local stack and makes sure it never outlives the launcher:
// `node guard.mjs <command> [args...]`, spawned with a pipe on stdin. When that pipe closes, the
// launcher is gone, whatever ended it (SIGKILL, a crash, a closed terminal): the guard sends SIGINT
// to its process group (the command and everything it started), so emulators export and exit as on
// Ctrl-C, and SIGKILL after the grace period. Output passes through; a vanished reader is ignored.
import { spawn } from 'node:child_process';

// Generous: firebase-tools stops the Functions runtimes and exports Auth before it exits.
const GRACE_MS = Number(process.env.PAUTA_GUARD_GRACE_MS ?? 45_000);
const [command, ...args] = process.argv.slice(2);

for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
child.stdout.pipe(process.stdout);
child.stderr.pipe(process.stderr);
child.stdin.on('error', () => {});

let stopping = false;
function stopGroup() {
  if (stopping) return;
  stopping = true;
  signalGroup('SIGINT');
  setTimeout(() => signalGroup('SIGKILL'), GRACE_MS).unref();
}

function signalGroup(signal) {
  try {
    process.kill(-process.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

// Signals sent to the whole group reach the command directly; the guard just waits for it.
// SIGTERM to the guard alone (a later start cleaning up after us) stops the group as above, once.
process.on('SIGINT', () => {});
process.on('SIGTERM', stopGroup);
process.on('SIGHUP', () => {});

process.stdin.on('data', () => {});
process.stdin.on('end', stopGroup);
process.stdin.on('error', stopGroup);

child.once('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
  // Give piped output a moment to drain, then leave even if a grandchild still holds the pipes.
  setTimeout(() => process.exit(), 100);
  process.stdin.destroy();
});
