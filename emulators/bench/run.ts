// Firestore emulator benchmark: 10,000 documents, queries/commits/batchGets under rules with get().
// Prints the median (and p95) milliseconds of N runs as a table and as JSON. BENCH_RUNS=N (default 25).
import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
import { startFirestoreEmulator } from '../src/firestore/index.js';

const PROJECT = 'demo-bench';
const ROOT = `projects/${PROJECT}/databases/(default)/documents`;
const RUNS = Number(process.env.BENCH_RUNS ?? 25);
const DOCS = 10_000;

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function profile() { return get(/databases/$(database)/documents/profiles/$(request.auth.uid)).data; }
    match /profiles/{uid} { allow read: if request.auth.uid == uid; }
    match /articles/{id} {
      allow get: if resource.data.published == true || profile().role == 'editor';
      allow list: if resource.data.published == true && profile().active == true;
    }
    match /drafts/{id} {
      allow write: if request.auth != null && profile().role == 'editor';
    }
  }
}`;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];

async function time(runs: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  for (let w = 1; w <= 3; w++) await fn(-w); // warm-up (JIT, GC after seeding)
  serverTimes = [];
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn(i);
    out.push(performance.now() - t);
  }
  return out;
}

// Verbose request lines end with the server-side handling time: collect them per operation.
let serverTimes: number[] = [];
const emu = await startFirestoreEmulator({
  port: 0,
  projectId: PROJECT,
  verbose: true,
  log: (line) => {
    const m = / ([\d.]+)ms$/.exec(line);
    if (m) serverTimes.push(Number(m[1]));
  },
});
const base = `http://127.0.0.1:${emu.port}`;
const post = async (rpc: string, body: unknown, token = 'owner') => {
  const res = await fetch(`${base}/v1/${ROOT}:${rpc}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${rpc}: ${res.status} ${await res.text()}`);
  return res.json();
};
const rulesRes = await fetch(`${base}/emulator/v1/projects/${PROJECT}:securityRules`, {
  method: 'PUT',
  body: JSON.stringify({ rules: { files: [{ content: RULES }] } }),
});
if (rulesRes.status !== 200) throw new Error(`rules: ${await rulesRes.text()}`);

// Seed 10,000 articles (half published) and the editor's profile, as owner.
const seedStart = performance.now();
const writes: unknown[] = [
  {
    update: {
      name: `${ROOT}/profiles/ed`,
      fields: { role: { stringValue: 'editor' }, active: { booleanValue: true } },
    },
  },
];
for (let i = 0; i < DOCS; i++) {
  writes.push({
    update: {
      name: `${ROOT}/articles/a${String(i).padStart(5, '0')}`,
      fields: {
        title: { stringValue: `Artigo ${i}` },
        published: { booleanValue: i % 2 === 0 },
        category: { stringValue: ['tecnologia', 'inovacao', 'educacao', 'desenvolvimento'][i % 4] },
        publishedAt: { timestampValue: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString() },
        views: { integerValue: String(i * 7) },
      },
    },
  });
}
for (let i = 0; i < writes.length; i += 500) await post('commit', { writes: writes.slice(i, i + 500) });
const seedMs = performance.now() - seedStart;

const app = initializeApp({ projectId: PROJECT }, 'bench');
const db = getFirestore(app);
connectFirestoreEmulator(db, '127.0.0.1', emu.port, { mockUserToken: { sub: 'ed' } });
const editorToken = `${Buffer.from('{"alg":"none","type":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: 'ed', user_id: 'ed' })).toString('base64url')}.`;

interface Row {
  operation: string;
  transport: string;
  medianMs: number;
  p95Ms: number;
  /** Median time spent inside the emulator per request (excludes client SDK and network). */
  serverMedianMs: number;
  readsPerOp: number;
}
const rows: Row[] = [];
async function measure(operation: string, transport: string, fn: (i: number) => Promise<unknown>) {
  emu.readCounter.reset();
  const samples = await time(RUNS, fn);
  rows.push({
    operation,
    transport,
    medianMs: +median(samples).toFixed(2),
    p95Ms: +p95(samples).toFixed(2),
    serverMedianMs: +median(serverTimes).toFixed(2),
    readsPerOp: Math.round(emu.readCounter.total / (RUNS + 3)),
  });
}

const q = query(
  collection(db, 'articles'),
  where('published', '==', true),
  where('category', '==', 'tecnologia'),
  orderBy('publishedAt', 'desc'),
  limit(10),
);
await measure('query ==,== orderBy desc limit 10 (rule with get())', 'Lite REST', async () => {
  const snap = await getDocs(q);
  if (snap.size !== 10) throw new Error(`expected 10 results, got ${snap.size}`);
});

await measure('commit of 500 writes (rule with get() per write)', 'Lite REST', async (run) => {
  const b = writeBatch(db);
  for (let i = 0; i < 500; i++) b.set(doc(db, `drafts/r${run + 1}-${i}`), { n: i, title: `Rascunho ${i}` });
  await b.commit();
});

const names = Array.from({ length: 100 }, (_, i) => `${ROOT}/articles/a${String(i * 2).padStart(5, '0')}`);
await measure('batchGet of 100 documents (rule per document)', 'REST', async () => {
  const r = (await post('batchGet', { documents: names }, editorToken)) as { found?: unknown }[];
  if (r.filter((x) => x.found).length !== 100) throw new Error('batchGet missed documents');
});

process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${emu.port}`;
const adminApp = (await import('firebase-admin/app')).initializeApp({ projectId: PROJECT }, 'bench-admin');
const adminDb = (await import('firebase-admin/firestore')).getFirestore(adminApp);
const refs = names.map((n) => adminDb.doc(n.slice(ROOT.length + 1)));
await measure('batchGet of 100 documents (owner)', 'admin gRPC', async () => {
  const snaps = await adminDb.getAll(...refs);
  if (snaps.filter((s) => s.exists).length !== 100) throw new Error('getAll missed documents');
});
await measure('query ==,== orderBy desc limit 10 (owner)', 'admin gRPC', async () => {
  const snap = await adminDb
    .collection('articles')
    .where('published', '==', true)
    .where('category', '==', 'tecnologia')
    .orderBy('publishedAt', 'desc')
    .limit(10)
    .get();
  if (snap.size !== 10) throw new Error('admin query size');
});

await (await import('firebase-admin/app')).deleteApp(adminApp);
await deleteApp(app);
await emu.close();

console.log(
  `Firestore emulator benchmark: ${DOCS} documents (seeded in ${seedMs.toFixed(0)} ms), ${RUNS} runs each, Node ${process.version}\n`,
);
console.table(rows);
console.log(JSON.stringify({ documents: DOCS, runs: RUNS, seedMs: +seedMs.toFixed(1), results: rows }, null, 2));
process.exit(0);
