// --data-dir: every acknowledged commit is on disk at once (the folder copied while the emulator
// runs is what kill -9 would leave), a torn last journal record drops only that commit with a
// pt-BR warning, a damaged snapshot falls back to the previous one, and the CLI survives SIGKILL
// and stops by itself (exporting) when its launcher's pipe closes.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startFirestoreEmulator } from '../../src/firestore/index.js';
import type { RunningFirestoreEmulator } from '../../src/shared/servers.js';

const PROJECT = 'demo-durable';
const ROOT = `projects/${PROJECT}/databases/(default)/documents`;
const BIN = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin', 'pauta-emulators.mjs');
const base = mkdtempSync(join(tmpdir(), 'pauta-durable-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));
let n = 0;
const folder = () => join(base, `d${++n}`);

async function start(dataDir: string, logs: string[] = []) {
  return startFirestoreEmulator({ port: 0, projectId: PROJECT, dataDir, log: (l) => logs.push(l) });
}

async function rpc(emu: { port: number }, method: string, body: unknown): Promise<any> {
  const res = await fetch(`http://127.0.0.1:${emu.port}/v1/${ROOT}:${method}`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${method}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const set = (id: string, v: number) => ({
  update: { name: `${ROOT}/${id}`, fields: { v: { integerValue: String(v) } } },
});
const value = (emu: RunningFirestoreEmulator, id: string) => {
  const v = emu.getDocument(`${ROOT}/${id}`)?.fields.v as { integerValue?: bigint } | undefined;
  return v?.integerValue === undefined ? undefined : String(v.integerValue);
};

describe('durable data folder', () => {
  it('every acknowledged commit, transaction, delete and reset is on disk before the reply', async () => {
    const dir = folder();
    const emu = await start(dir);
    await rpc(emu, 'commit', { writes: [set('c/a', 1), set('c/b', 2), set('c/gone', 3)] });
    const { transaction } = await rpc(emu, 'beginTransaction', {});
    await rpc(emu, 'batchGet', { documents: [`${ROOT}/c/a`], transaction });
    await rpc(emu, 'commit', { writes: [set('c/a', 10)], transaction });
    await rpc(emu, 'commit', { writes: [{ delete: `${ROOT}/c/gone` }] });
    const crashed = folder();
    cpSync(dir, crashed, { recursive: true }); // what kill -9 right now would leave behind

    const logs: string[] = [];
    const again = await start(crashed, logs);
    expect([value(again, 'c/a'), value(again, 'c/b'), value(again, 'c/gone')]).toEqual(['10', '2', undefined]);
    expect(logs.join('\n')).toContain('3 journaled commits replayed');
    // Replayed commits go into a fresh snapshot and the journal starts empty.
    expect(statSync(join(crashed, 'firestore', 'journal.log')).size).toBe(0);
    await again.close();

    const res = await fetch(
      `http://127.0.0.1:${emu.port}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
      {
        method: 'DELETE',
      },
    );
    expect(res.status).toBe(200);
    await rpc(emu, 'commit', { writes: [set('c/after', 1)] });
    const reset = folder();
    cpSync(dir, reset, { recursive: true });
    const third = await start(reset);
    expect([value(third, 'c/a'), value(third, 'c/after')]).toEqual([undefined, '1']);
    await Promise.all([third.close(), emu.close()]);
  });

  it('a torn last journal record loses only that commit, with a pt-BR warning, never a crash', async () => {
    const dir = folder();
    const emu = await start(dir);
    await rpc(emu, 'commit', { writes: [set('t/one', 1)] });
    await rpc(emu, 'commit', { writes: [set('t/two', 2), set('t/three', 3)] });
    const crashed = folder();
    cpSync(dir, crashed, { recursive: true });
    await emu.close();
    const journal = join(crashed, 'firestore', 'journal.log');
    truncateSync(journal, statSync(journal).size - 7);

    const logs: string[] = [];
    const again = await start(crashed, logs);
    expect([value(again, 't/one'), value(again, 't/two'), value(again, 't/three')]).toEqual([
      '1',
      undefined,
      undefined,
    ]);
    expect(logs.join('\n')).toMatch(/Aviso: o diário de Firestore .* registro incompleto ou danificado/);
    await rpc(again, 'commit', { writes: [set('t/four', 4)] });
    await again.close();
    const fourth = await start(crashed);
    expect([value(fourth, 't/one'), value(fourth, 't/four')]).toEqual(['1', '4']);
    await fourth.close();
  });

  it('a damaged snapshot is set aside and the previous one is loaded, with a warning', async () => {
    const dir = folder();
    const emu = await start(dir);
    await rpc(emu, 'commit', { writes: [set('s/one', 1)] });
    await emu.exportTo(dir); // snapshot 1
    await rpc(emu, 'commit', { writes: [set('s/two', 2)] });
    await emu.exportTo(dir); // snapshot 2; snapshot 1 becomes documents.json.prev
    await emu.close();
    const snapshot = join(dir, 'firestore', 'documents.json');
    writeFileSync(snapshot, readFileSync(snapshot, 'utf8').slice(0, 40));

    const logs: string[] = [];
    const again = await start(dir, logs);
    expect(value(again, 's/one')).toBe('1');
    const text = logs.join('\n');
    expect(text).toMatch(/Aviso: o retrato dos dados .* está incompleto ou danificado/);
    expect(text).toMatch(/Aviso: usando o retrato anterior/);
    await again.close();
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

function cli(dir: string, port: number) {
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify({ emulators: { firestore: { port } } }));
  const child = spawn(
    process.execPath,
    [BIN, 'start', '--only', 'firestore', '--project', PROJECT, '--data-dir', 'data', '--watch-parent'],
    { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, FIRESTORE_EMULATOR_HOST: '' } },
  );
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (out += c));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const ready = async () => {
    const until = Date.now() + 20_000;
    while (!out.includes('ready')) {
      if (Date.now() > until || child.exitCode !== null) throw new Error(out);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { child, exited, ready, output: () => out };
}

describe('pauta-emulators --data-dir --watch-parent', () => {
  it('keeps commits through SIGKILL and exits (exporting) when the launcher pipe closes', async () => {
    const dir = folder();
    mkdirSync(dir);
    const port = await freePort();
    const first = cli(dir, port);
    await first.ready();
    await rpc({ port }, 'commit', { writes: [set('k/one', 1)] });
    first.child.kill('SIGKILL');
    await first.exited;

    const second = cli(dir, port);
    await second.ready();
    const [got] = await rpc({ port }, 'batchGet', { documents: [`${ROOT}/k/one`] });
    expect(got.found.fields.v.integerValue).toBe('1');
    await rpc({ port }, 'commit', { writes: [set('k/two', 2)] });
    second.child.stdin.end(); // the launcher died: its end of the pipe is gone
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain('launcher gone');
    expect(statSync(join(dir, 'data', 'firestore', 'journal.log')).size).toBe(0);
    expect(readFileSync(join(dir, 'data', 'firestore', 'documents.json'), 'utf8')).toContain('k/two');
    expect(existsSync(join(dir, 'data', 'firestore', 'documents.json'))).toBe(true);
  });
});
