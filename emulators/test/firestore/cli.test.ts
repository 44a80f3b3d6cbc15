// The pauta-emulators CLI as a child process: help, a busy port, start + SIGINT export + import.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const BIN = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin', 'pauta-emulators.mjs');
const ROOT = 'projects/demo-cli/databases/(default)/documents';
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

interface Run {
  code: Promise<number | null>;
  stdout: () => string;
  stderr: () => string;
  child: ReturnType<typeof spawn>;
}

function run(args: string[], cwd: string): Run {
  const child = spawn(process.execPath, [BIN, ...args], { cwd, env: { ...process.env, FIRESTORE_EMULATOR_HOST: '' } });
  let out = '';
  let err = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (err += c));
  return { child, code: new Promise((r) => child.on('exit', (c) => r(c))), stdout: () => out, stderr: () => err };
}

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

async function waitFor(check: () => boolean, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function project(port: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pauta-cli-'));
  dirs.push(dir);
  await writeFile(
    join(dir, 'firebase.json'),
    JSON.stringify({ firestore: { rules: 'firestore.rules' }, emulators: { firestore: { host: '127.0.0.1', port } } }),
  );
  await writeFile(
    join(dir, 'firestore.rules'),
    "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{d}/documents {\n    match /open/{id} { allow read, write: if true; }\n  }\n}\n",
  );
  return dir;
}

describe('pauta-emulators CLI', () => {
  it('--help prints usage and exits 0', async () => {
    const r = run(['--help'], tmpdir());
    expect(await r.code).toBe(0);
    expect(r.stdout()).toMatch(/Usage: pauta-emulators start/);
    expect(r.stdout()).toMatch(/--export-on-exit/);
  });

  it('a port in use gives a one-line message naming the port and exit code 1', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const r = run(['start', '--only', 'firestore', '--project', 'demo-cli'], await project(port));
      expect(await r.code).toBe(1);
      const lines = r.stderr().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(String(port));
      expect(r.stderr()).not.toMatch(/\n\s+at /);
    } finally {
      blocker.close();
    }
  });

  it('invalid firestore.rules stop the start with the file, line and column (exit 1)', async () => {
    const dir = await project(await freePort());
    await writeFile(
      join(dir, 'firestore.rules'),
      "rules_version = '2';\nservice cloud.firestore {\n  match /x {\n    allow read: if ;\n  }\n}\n",
    );
    const r = run(['start', '--only', 'firestore', '--project', 'demo-cli'], dir);
    expect(await r.code).toBe(1);
    expect(r.stderr()).toMatch(/firestore\.rules:4:\d+/);
  });

  it('an unknown option prints usage and exits 2', async () => {
    const r = run(['start', '--nope'], tmpdir());
    expect(await r.code).toBe(2);
    expect(r.stderr()).toMatch(/Unknown option --nope/);
  });

  it('starts with firebase.json rules, exports on SIGINT, imports on the next start', async () => {
    const port = await freePort();
    const dir = await project(port);
    const data = join(dir, 'data');
    const first = run(
      ['start', '--only', 'firestore', '--project', 'demo-cli', '--config', 'firebase.json', '--export-on-exit', data],
      dir,
    );
    await waitFor(() => first.stdout().includes('ready'));
    expect(first.stdout()).toContain(`127.0.0.1:${port}`);
    const base = `http://127.0.0.1:${port}/v1/${ROOT}`;
    const write = await fetch(`${base}:commit`, {
      method: 'POST',
      body: JSON.stringify({ writes: [{ update: { name: `${ROOT}/open/a`, fields: { v: { integerValue: '1' } } } }] }),
    });
    expect(write.status).toBe(200);
    const denied = await fetch(`${base}:commit`, {
      method: 'POST',
      body: JSON.stringify({ writes: [{ update: { name: `${ROOT}/closed/a`, fields: {} } }] }),
    });
    expect(denied.status).toBe(403);
    first.child.kill('SIGINT');
    expect(await first.code).toBe(0);
    expect(existsSync(join(data, 'firestore', 'documents.json'))).toBe(true);

    const second = run(['start', '--only', 'firestore', '--project', 'demo-cli', '--import', data], dir);
    await waitFor(() => second.stdout().includes('ready'));
    const read = await fetch(`${base}:batchGet`, {
      method: 'POST',
      body: JSON.stringify({ documents: [`${ROOT}/open/a`] }),
    });
    const [r] = (await read.json()) as { found?: { fields: unknown } }[];
    expect(r.found?.fields).toEqual({ v: { integerValue: '1' } });
    second.child.kill('SIGTERM');
    expect(await second.code).toBe(0);
  });
});
