// Runs in Chromium (bundled by harness.ts with esbuild): the full `firebase/firestore` SDK (WebChannel
// transport, not lite) behind a small API the tests drive with page.evaluate. Every listener event
// is recorded with the browser's clock so tests can wait for it and measure latency.
import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  initializeFirestore,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  setDoc,
  terminate,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
  type Unsubscribe,
  type WhereFilterOp,
} from 'firebase/firestore';

export type Transport = 'auto' | 'long-polling';

export interface PageConfig {
  host: string;
  port: number;
  projectId: string;
  /** Signed-in user id (a mock token), 'owner' (admin), or null (unauthenticated). */
  uid: string | null;
  transport: Transport;
}

export interface ListenEvent {
  /** Date.now() in the browser when the callback ran. */
  at: number;
  fromCache?: boolean;
  pending?: boolean;
  /** Document listeners: the data, or null when the document does not exist. */
  data?: DocumentData | null;
  /** Query listeners: `id:JSON(data)` of every document, in order. */
  docs?: string[];
  error?: string;
}

export type Outcome = { ok: true } | { ok: false; code: string };

export interface PageApi {
  init(c: PageConfig): void;
  listenDoc(id: string, path: string): void;
  listenQuery(id: string, path: string, filter?: [string, WhereFilterOp, unknown], order?: string): void;
  events(id: string): ListenEvent[];
  stop(id: string): void;
  set(path: string, data: DocumentData): Promise<Outcome>;
  update(path: string, data: DocumentData): Promise<Outcome>;
  /** Transaction: reads `path`, writes `field` + 1 (creating it at 1). */
  increment(path: string, field: string): Promise<Outcome>;
  shutdown(): Promise<void>;
}

let db: Firestore;
const events = new Map<string, ListenEvent[]>();
const listeners = new Map<string, Unsubscribe>();

const record = (id: string) => {
  const list: ListenEvent[] = [];
  events.set(id, list);
  return {
    list,
    error: (e: { code?: string }) => list.push({ at: Date.now(), error: e.code ?? String(e) }),
  };
};

const outcome = async (p: Promise<unknown>): Promise<Outcome> => {
  try {
    await p;
    return { ok: true };
  } catch (e) {
    return { ok: false, code: (e as { code?: string }).code ?? String(e) };
  }
};

const api: PageApi = {
  init(c) {
    const app = initializeApp({ projectId: c.projectId, apiKey: 'test-api-key' });
    db = initializeFirestore(app, c.transport === 'long-polling' ? { experimentalForceLongPolling: true } : {});
    if (c.uid === 'owner') connectFirestoreEmulator(db, c.host, c.port, { mockUserToken: 'owner' });
    else if (c.uid) connectFirestoreEmulator(db, c.host, c.port, { mockUserToken: { sub: c.uid } });
    else connectFirestoreEmulator(db, c.host, c.port);
  },
  listenDoc(id, path) {
    const r = record(id);
    listeners.set(
      id,
      onSnapshot(
        doc(db, path),
        (s) =>
          r.list.push({
            at: Date.now(),
            fromCache: s.metadata.fromCache,
            pending: s.metadata.hasPendingWrites,
            data: s.exists() ? s.data() : null,
          }),
        r.error,
      ),
    );
  },
  listenQuery(id, path, filter, order) {
    const r = record(id);
    let q = query(collection(db, path));
    if (filter) q = query(q, where(...filter));
    if (order) q = query(q, orderBy(order));
    listeners.set(
      id,
      onSnapshot(
        q,
        (s) =>
          r.list.push({
            at: Date.now(),
            fromCache: s.metadata.fromCache,
            pending: s.metadata.hasPendingWrites,
            docs: s.docs.map((d) => `${d.id}:${JSON.stringify(d.data())}`),
          }),
        r.error,
      ),
    );
  },
  events: (id) => events.get(id) ?? [],
  stop(id) {
    listeners.get(id)?.();
    listeners.delete(id);
  },
  set: (path, data) => outcome(setDoc(doc(db, path), data)),
  update: (path, data) => outcome(updateDoc(doc(db, path), data)),
  increment: (path, field) =>
    outcome(
      runTransaction(db, async (tx) => {
        const ref = doc(db, path);
        const s = await tx.get(ref);
        tx.set(ref, { ...s.data(), [field]: ((s.data()?.[field] as number | undefined) ?? 0) + 1 });
      }),
    ),
  shutdown: () => terminate(db),
};

(globalThis as unknown as { firestoreTest: PageApi }).firestoreTest = api;
