// Shared test harness: an in-process emulator on port 0, Lite/admin clients, raw HTTP helpers.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { startFirestoreEmulator } from '../../src/firestore/index.js';
import type { FirestoreEmulatorOptions, RunningFirestoreEmulator } from '../../src/shared/servers.js';

export const PROJECT = 'demo-conformance';
export const ROOT = `projects/${PROJECT}/databases/(default)/documents`;

export interface Harness {
  emulator: RunningFirestoreEmulator;
  /** A Lite client signed in as `uid` ('owner' = admin, null = unauthenticated). */
  lite(uid?: string | null, claims?: Record<string, unknown>): Firestore;
  /** POST /v1/{name}:{rpc} with a JSON body as `token` (default owner). */
  rpc(name: string, rpc: string, body: unknown, token?: string | null): Promise<{ status: number; json: any }>;
  raw(
    method: string,
    path: string,
    body?: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; text: string; headers: Headers }>;
  /** Writes documents as owner: { 'coll/id': {field: wireValue} } */
  seed(docs: Record<string, Record<string, unknown>>): Promise<void>;
  clear(): Promise<void>;
  close(): Promise<void>;
}

let appCounter = 0;

/**
 * CONFORMANCE_FIRESTORE_HOST=host:port runs the suite against an emulator that is already running
 * (Google's official one, for instance) instead of ours in-process. Cases that inspect our
 * emulator's internals (read counter, logs) cannot pass there.
 */
function externalEmulator(hostPort: string): RunningFirestoreEmulator {
  const [host, port] = hostPort.split(':');
  const unavailable = () => {
    throw new Error('not available against an external emulator');
  };
  return {
    host,
    port: Number(port),
    projectId: PROJECT,
    close: async () => {},
    exportTo: unavailable,
    getDocument: unavailable,
    onChange: unavailable,
    addRoute: unavailable,
    readCounter: { total: 0, reset: unavailable },
    openStreams: unavailable,
  };
}

export async function startHarness(
  log: string[] = [],
  options: Partial<FirestoreEmulatorOptions> = {},
): Promise<Harness> {
  const external = process.env.CONFORMANCE_FIRESTORE_HOST;
  const emulator = external
    ? externalEmulator(external)
    : await startFirestoreEmulator({ port: 0, projectId: PROJECT, verbose: true, log: (l) => log.push(l), ...options });
  const base = `http://127.0.0.1:${emulator.port}`;
  const apps: FirebaseApp[] = [];
  const raw = async (method: string, path: string, body?: string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + path, { method, body, headers });
    return { status: res.status, text: await res.text(), headers: res.headers };
  };
  const rpc = async (name: string, method: string, body: unknown, token: string | null = 'owner') => {
    const headers: Record<string, string> = { 'Content-Type': 'text/plain' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const r = await raw('POST', `/v1/${name}:${method}`, JSON.stringify(body), headers);
    return { status: r.status, json: JSON.parse(r.text) };
  };
  return {
    emulator,
    lite(uid = 'alice', claims = {}) {
      const app = initializeApp({ projectId: PROJECT }, `lite-${process.pid}-${++appCounter}`);
      apps.push(app);
      const db = getFirestore(app);
      if (uid === 'owner') connectFirestoreEmulator(db, '127.0.0.1', emulator.port, { mockUserToken: 'owner' });
      else if (uid)
        connectFirestoreEmulator(db, '127.0.0.1', emulator.port, { mockUserToken: { sub: uid, ...claims } });
      else connectFirestoreEmulator(db, '127.0.0.1', emulator.port);
      return db;
    },
    rpc,
    raw,
    async seed(docs) {
      const writes = Object.entries(docs).map(([path, fields]) => ({ update: { name: `${ROOT}/${path}`, fields } }));
      for (let i = 0; i < writes.length; i += 500) {
        const r = await rpc(ROOT, 'commit', { writes: writes.slice(i, i + 500) });
        if (r.status !== 200) throw new Error(`seed failed: ${JSON.stringify(r.json)}`);
      }
    },
    async clear() {
      await raw('DELETE', `/emulator/v1/projects/${PROJECT}/databases/(default)/documents`);
    },
    async close() {
      await Promise.all(apps.map((a) => deleteApp(a)));
      await emulator.close();
    },
  };
}

/** Wire-value shorthands for seeding typed values exactly (e.g. a double 1.0 the SDKs would send as an integer). */
export const w = {
  null: () => ({ nullValue: 'NULL_VALUE' }),
  bool: (b: boolean) => ({ booleanValue: b }),
  int: (n: number | bigint | string) => ({ integerValue: String(n) }),
  double: (d: number | 'NaN' | 'Infinity' | '-Infinity') => ({ doubleValue: d }),
  ts: (iso: string) => ({ timestampValue: iso }),
  str: (s: string) => ({ stringValue: s }),
  bytes: (b: number[]) => ({ bytesValue: Buffer.from(b).toString('base64') }),
  ref: (path: string) => ({ referenceValue: `${ROOT}/${path}` }),
  geo: (latitude: number, longitude: number) => ({ geoPointValue: { latitude, longitude } }),
  array: (...values: unknown[]) => ({ arrayValue: { values } }),
  map: (fields: Record<string, unknown>) => ({ mapValue: { fields } }),
};

/** A firebase-admin Firestore (gRPC, its default) pointed at the harness through FIRESTORE_EMULATOR_HOST. */
export async function adminFirestore(h: Harness, appName: string) {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${h.emulator.port}`;
  const { initializeApp: initAdmin, deleteApp: deleteAdmin } = await import('firebase-admin/app');
  const { getFirestore: getAdminFirestore } = await import('firebase-admin/firestore');
  const app = initAdmin({ projectId: PROJECT }, appName);
  const db = getAdminFirestore(app);
  return { db, close: () => deleteAdmin(app) };
}
