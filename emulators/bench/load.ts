// Load benchmark of the Firestore emulator, journal off vs on: CLIENTS concurrent REST clients do
// COMMITS operations each, a mix of creates (new documents), increments (server-side transforms on
// a few shared counters) and read-modify-write transactions on a few hot shared documents (aborted
// transactions are retried). Afterwards every count is verified: no write lost, no transaction
// applied twice. With the journal on, the emulator is then killed with SIGKILL, restarted from its
// data folder and verified again. Prints throughput and p50/p99 latency side by side, and JSON.
// BENCH_CLIENTS / BENCH_COMMITS override the 20 × 500 default.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const COMMITS = Number(process.env.BENCH_COMMITS ?? 500);
const COUNTERS = 5;
const ACCOUNTS = 4;
const PROJECT = 'demo-load';
const ROOT = `projects/${PROJECT}/databases/(default)/documents`;
const BIN = join(dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'pauta-emulators.mjs');

type Kind = 'create' | 'increment' | 'transaction';

interface Emulator {
  child: ChildProcess;
  port: number;
  exited: Promise<void>;
}

async function startEmulator(workDir: string, dataDir?: string): Promise<Emulator> {
  writeFileSync(join(workDir, 'firebase.json'), JSON.stringify({ emulators: { firestore: { port: 0 } } }));
  const args = [BIN, 'start', '--only', 'firestore', '--project', PROJECT, '--config', 'firebase.json'];
  if (dataDir) args.push('--data-dir', dataDir);
  const child = spawn(process.execPath, args, { cwd: workDir, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (c) => (out += c));
  child.stderr!.on('data', (c) => (out += c));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const deadline = Date.now() + 30_000;
  let m: RegExpExecArray | null;
  while (!(m = /firestore http:\/\/127\.0\.0\.1:(\d+)/.exec(out))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`emulator did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, port: Number(m[1]), exited };
}

class Client {
  constructor(private readonly port: number) {}

  async rpc(method: string, body: unknown): Promise<{ status: number; json: any }> {
    const res = await fetch(`http://127.0.0.1:${this.port}/v1/${ROOT}:${method}`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner' },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: await res.json() };
  }

  async ok(method: string, body: unknown): Promise<any> {
    const r = await this.rpc(method, body);
    if (r.status !== 200) throw new Error(`${method}: ${r.status} ${JSON.stringify(r.json)}`);
    return r.json;
  }
}

const intField = (doc: any, field: string) => Number(doc?.fields?.[field]?.integerValue ?? 0);

interface Tally {
  creates: number;
  increments: number[];
  transactions: number[];
  aborts: number;
  latencies: Record<Kind, number[]>;
}

async function runClient(client: Client, id: number, tally: Tally): Promise<void> {
  // Deterministic mix per client: 40% creates, 30% increments, 30% transactions.
  let seed = id * 7919 + 1;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < COMMITS; i++) {
    const roll = next();
    const kind: Kind = roll < 0.4 ? 'create' : roll < 0.7 ? 'increment' : 'transaction';
    const t = performance.now();
    if (kind === 'create') {
      await client.ok('commit', {
        writes: [
          {
            update: { name: `${ROOT}/items/c${id}-${i}`, fields: { client: { integerValue: String(id) } } },
            currentDocument: { exists: false },
          },
        ],
      });
      tally.creates++;
    } else if (kind === 'increment') {
      const k = Math.floor(next() * COUNTERS);
      await client.ok('commit', {
        writes: [
          {
            transform: {
              document: `${ROOT}/counters/k${k}`,
              fieldTransforms: [{ fieldPath: 'n', increment: { integerValue: '1' } }],
            },
          },
        ],
      });
      tally.increments[k]++;
    } else {
      const k = Math.floor(next() * ACCOUNTS);
      const name = `${ROOT}/accounts/a${k}`;
      for (let attempt = 0; ; attempt++) {
        const { transaction } = await client.ok('beginTransaction', {});
        const [read] = await client.ok('batchGet', { documents: [name], transaction });
        const balance = intField(read.found, 'balance');
        const r = await client.rpc('commit', {
          transaction,
          writes: [{ update: { name, fields: { balance: { integerValue: String(balance + 1) } } } }],
        });
        if (r.status === 200) break;
        if (r.status !== 409 || r.json?.error?.status !== 'ABORTED')
          throw new Error(`transaction commit: ${r.status} ${JSON.stringify(r.json)}`);
        tally.aborts++;
        await new Promise((res) => setTimeout(res, Math.random() * Math.min(50, 2 ** attempt)));
      }
      tally.transactions[k]++;
    }
    tally.latencies[kind].push(performance.now() - t);
  }
}

/** Reads back every count; returns the problems found (empty = no write lost or doubled). */
async function verify(client: Client, tally: Tally): Promise<string[]> {
  const problems: string[] = [];
  const items = await client.ok('runQuery', {
    structuredQuery: { from: [{ collectionId: 'items' }], select: { fields: [{ fieldPath: '__name__' }] } },
  });
  const itemCount = (items as any[]).filter((r) => r.document).length;
  if (itemCount !== tally.creates) problems.push(`items: ${itemCount} documents, ${tally.creates} created`);
  for (let k = 0; k < COUNTERS; k++) {
    const [r] = await client.ok('batchGet', { documents: [`${ROOT}/counters/k${k}`] });
    const n = intField(r.found, 'n');
    if (n !== tally.increments[k]) problems.push(`counter k${k}: ${n}, ${tally.increments[k]} increments`);
  }
  for (let k = 0; k < ACCOUNTS; k++) {
    const [r] = await client.ok('batchGet', { documents: [`${ROOT}/accounts/a${k}`] });
    const balance = intField(r.found, 'balance');
    if (balance !== tally.transactions[k])
      problems.push(`account a${k}: ${balance}, ${tally.transactions[k]} committed transactions`);
  }
  return problems;
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};

interface Result {
  journal: 'off' | 'on';
  operations: number;
  seconds: number;
  opsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  byKind: Record<Kind, { count: number; p50Ms: number; p99Ms: number }>;
  transactionAborts: number;
  verified: string;
  verifiedAfterKill?: string;
}

async function scenario(journal: boolean): Promise<Result> {
  const work = mkdtempSync(join(tmpdir(), 'pauta-load-'));
  const dataDir = journal ? join(work, 'data') : undefined;
  try {
    let emu = await startEmulator(work, dataDir);
    const client = new Client(emu.port);
    const tally: Tally = {
      creates: 0,
      increments: Array(COUNTERS).fill(0),
      transactions: Array(ACCOUNTS).fill(0),
      aborts: 0,
      latencies: { create: [], increment: [], transaction: [] },
    };
    // Warm-up (JIT, connection pools), in a collection the checks do not count.
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, id) => {
        for (let i = 0; i < 10; i++)
          await client.ok('commit', { writes: [{ update: { name: `${ROOT}/warmup/w${id}-${i}`, fields: {} } }] });
      }),
    );
    const started = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, (_, id) => runClient(new Client(emu.port), id, tally)));
    const seconds = (performance.now() - started) / 1000;
    const problems = await verify(client, tally);
    let verifiedAfterKill: string | undefined;
    if (dataDir) {
      emu.child.kill('SIGKILL');
      await emu.exited;
      emu = await startEmulator(work, dataDir);
      const after = await verify(new Client(emu.port), tally);
      verifiedAfterKill = after.length ? `FAILED: ${after.join('; ')}` : 'ok';
    }
    emu.child.kill('SIGTERM');
    await emu.exited;
    const all = Object.values(tally.latencies).flat();
    const byKind = Object.fromEntries(
      (Object.entries(tally.latencies) as [Kind, number[]][]).map(([kind, xs]) => [
        kind,
        { count: xs.length, p50Ms: +percentile(xs, 50).toFixed(2), p99Ms: +percentile(xs, 99).toFixed(2) },
      ]),
    ) as Result['byKind'];
    return {
      journal: journal ? 'on' : 'off',
      operations: all.length,
      seconds: +seconds.toFixed(2),
      opsPerSecond: Math.round(all.length / seconds),
      p50Ms: +percentile(all, 50).toFixed(2),
      p99Ms: +percentile(all, 99).toFixed(2),
      byKind,
      transactionAborts: tally.aborts,
      verified: problems.length ? `FAILED: ${problems.join('; ')}` : 'ok',
      verifiedAfterKill,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

console.log(
  `Firestore emulator load: ${CLIENTS} clients × ${COMMITS} operations (40% creates, 30% increments on ${COUNTERS} shared counters, 30% transactions on ${ACCOUNTS} shared documents)\n`,
);
const results = [await scenario(false), await scenario(true)];
const rows: [string, (r: Result) => string][] = [
  ['operations', (r) => String(r.operations)],
  ['wall time (s)', (r) => String(r.seconds)],
  ['throughput (ops/s)', (r) => String(r.opsPerSecond)],
  ['latency p50 (ms)', (r) => String(r.p50Ms)],
  ['latency p99 (ms)', (r) => String(r.p99Ms)],
  ['create p50 / p99 (ms)', (r) => `${r.byKind.create.p50Ms} / ${r.byKind.create.p99Ms}`],
  ['increment p50 / p99 (ms)', (r) => `${r.byKind.increment.p50Ms} / ${r.byKind.increment.p99Ms}`],
  ['transaction p50 / p99 (ms)', (r) => `${r.byKind.transaction.p50Ms} / ${r.byKind.transaction.p99Ms}`],
  ['transaction aborts (retried)', (r) => String(r.transactionAborts)],
  ['final counts', (r) => r.verified],
  ['after SIGKILL + restart', (r) => r.verifiedAfterKill ?? '-'],
];
console.log(`${'journal'.padEnd(30)}${'off'.padEnd(18)}on`);
for (const [label, cell] of rows) console.log(`${label.padEnd(30)}${cell(results[0]).padEnd(18)}${cell(results[1])}`);
console.log(`\n${JSON.stringify(results)}`);
if (results.some((r) => r.verified !== 'ok' || (r.verifiedAfterKill && r.verifiedAfterKill !== 'ok'))) process.exit(1);
