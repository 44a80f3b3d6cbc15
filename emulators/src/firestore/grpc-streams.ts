// The bidirectional gRPC streams of the full SDKs: Listen (firebase-admin onSnapshot, the web/compat
// SDK's reads) and Write (the web/compat SDK's writes). Listen re-runs every target after each commit
// and sends the differences, then a global NO_CHANGE with a read time (a consistent snapshot).
import { randomBytes } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import type { StoredDocument } from '../shared/value.js';
import { callerFromAuthorization, type Caller } from './auth.js';
import { encodeDocument, encodeTimestamp, isObject, type Json, type WireOptions } from './codec.js';
import type { FirestoreEngine } from './engine.js';
import { asFirestoreError, GRPC_CODES, invalidArgument } from './errors.js';
import { parseDocumentName, parseParent } from './paths.js';
import { executeQuery } from './query-exec.js';
import { parseStructuredQuery, type Query } from './query-model.js';
import * as rpc from './rpc.js';
import { nextCommitTime } from './timestamps.js';

const WIRE: WireOptions = { flavor: 'proto' };

type Stream = grpc.ServerDuplexStream<Json, Json>;

/** Logs one stream operation: (method, caller, outcome, start time from performance.now()). */
export type StreamLog = (method: string, caller: Caller | null, outcome: string, started: number) => void;

interface ListenTarget {
  id: number;
  query?: Query;
  documents?: string[];
  /** name → updateTime of what the client has */
  sent: Map<string, string>;
}

const version = (d: StoredDocument) => `${d.updateTime.seconds}.${d.updateTime.nanos}`;
const token = () => randomBytes(8).toString('base64');

function callerOf(call: Stream): Caller {
  const v = call.metadata.get('authorization')[0];
  return callerFromAuthorization(typeof v === 'string' ? v : v ? v.toString() : undefined);
}

function fail(call: Stream, err: unknown): void {
  const e = asFirestoreError(err);
  call.emit('error', { code: GRPC_CODES[e.status], details: e.message });
}

function parseTarget(raw: Json): ListenTarget {
  const id = Number(raw.targetId ?? 0);
  if (isObject(raw.query)) {
    const parent = String(raw.query.parent ?? '');
    parseParent(parent);
    return { id, query: parseStructuredQuery(raw.query.structuredQuery, parent), sent: new Map() };
  }
  if (isObject(raw.documents) && Array.isArray(raw.documents.documents)) {
    const names = raw.documents.documents.map((n) => {
      parseDocumentName(n);
      return n as string;
    });
    return { id, documents: names, sent: new Map() };
  }
  throw invalidArgument('A listen target needs a query or documents.');
}

export function createListenHandler(engine: FirestoreEngine, log: StreamLog): grpc.handleBidiStreamingCall<Json, Json> {
  return (call) => {
    let caller: Caller;
    try {
      caller = callerOf(call);
    } catch (err) {
      fail(call, err);
      return;
    }
    const targets = new Map<number, ListenTarget>();

    const current = (t: ListenTarget): StoredDocument[] => {
      if (t.query) return executeQuery(engine.store, t.query).documents;
      return (t.documents ?? []).map((n) => engine.store.get(n)).filter((d): d is StoredDocument => d !== null);
    };

    /** Sends what changed for a target; returns whether anything was sent. */
    const sync = (t: ListenTarget, countReads: boolean): boolean => {
      const now = new Map(current(t).map((d) => [d.name, d]));
      let changed = false;
      for (const [name, d] of now) {
        if (t.sent.get(name) === version(d)) continue;
        call.write({ documentChange: { document: encodeDocument(d, WIRE), targetIds: [t.id] } });
        t.sent.set(name, version(d));
        if (countReads) engine.readCounter.total++;
        changed = true;
      }
      for (const name of [...t.sent.keys()]) {
        if (now.has(name)) continue;
        t.sent.delete(name);
        const deleted = engine.store.get(name) === null;
        call.write(
          deleted
            ? { documentDelete: { document: name, removedTargetIds: [t.id] } }
            : { documentRemove: { document: name, removedTargetIds: [t.id] } },
        );
        changed = true;
      }
      return changed;
    };

    const snapshot = () =>
      call.write({
        targetChange: {
          targetChangeType: 'NO_CHANGE',
          targetIds: [],
          readTime: encodeTimestamp(nextCommitTime(), WIRE),
          resumeToken: token(),
        },
      });

    const add = (raw: Json) => {
      const started = performance.now();
      const t = parseTarget(raw);
      const ctx = engine.startRead({});
      try {
        // The same checks as a one-time read of the target (rules, validation).
        if (t.query) engine.runQuery(caller, t.query, ctx);
        else engine.batchGet(caller, t.documents ?? [], undefined, ctx);
      } catch (err) {
        const e = asFirestoreError(err);
        call.write({
          targetChange: {
            targetChangeType: 'REMOVE',
            targetIds: [t.id],
            cause: { code: GRPC_CODES[e.status], message: e.message },
          },
        });
        return;
      }
      targets.set(t.id, t);
      call.write({ targetChange: { targetChangeType: 'ADD', targetIds: [t.id] } });
      sync(t, false); // the check above already counted these reads
      call.write({ targetChange: { targetChangeType: 'CURRENT', targetIds: [t.id], resumeToken: token() } });
      snapshot();
      log('Listen addTarget', caller, 'OK', started);
    };

    const unsubscribe = engine.onChange(() => {
      let changed = false;
      for (const t of targets.values()) changed = sync(t, true) || changed;
      if (changed) snapshot();
    });

    call.on('data', (req: Json) => {
      try {
        if (isObject(req.addTarget)) add(req.addTarget);
        else if (req.removeTarget !== undefined) {
          const id = Number(req.removeTarget);
          targets.delete(id);
          call.write({ targetChange: { targetChangeType: 'REMOVE', targetIds: [id] } });
        }
      } catch (err) {
        unsubscribe();
        fail(call, err);
      }
    });
    const stop = () => {
      unsubscribe();
      targets.clear();
    };
    call.on('end', () => {
      stop();
      call.end();
    });
    call.on('cancelled', stop);
    call.on('error', stop);
  };
}

export function createWriteHandler(engine: FirestoreEngine, log: StreamLog): grpc.handleBidiStreamingCall<Json, Json> {
  return (call) => {
    let caller: Caller;
    try {
      caller = callerOf(call);
    } catch (err) {
      fail(call, err);
      return;
    }
    const streamId = randomBytes(8).toString('hex');
    let handshakeDone = false;
    call.on('data', (req: Json) => {
      const started = performance.now();
      try {
        const database = String(req.database ?? '');
        if (!handshakeDone) {
          handshakeDone = true;
          call.write({ streamId, streamToken: token() });
          if (!Array.isArray(req.writes) || req.writes.length === 0) return;
        }
        const result = rpc.commit(
          { engine, caller, body: { writes: req.writes ?? [] }, wire: WIRE },
          database || rpc.databaseOf(firstName(req)),
        );
        call.write({ streamToken: token(), ...result });
        log('Write', caller, 'OK', started);
      } catch (err) {
        log('Write', caller, `${asFirestoreError(err).status} ${asFirestoreError(err).message}`, started);
        fail(call, err);
      }
    });
    call.on('end', () => call.end());
  };
}

/** The database of a write request that omits `database` (subsequent stream messages do). */
function firstName(req: Json): string {
  const w = Array.isArray(req.writes) ? (req.writes[0] as Json | undefined) : undefined;
  const name =
    w &&
    (isObject(w.update)
      ? w.update.name
      : (w.delete ?? w.verify ?? (isObject(w.transform) ? w.transform.document : undefined)));
  if (typeof name !== 'string') throw invalidArgument('Write request without a database.');
  return name.slice(0, name.indexOf('/documents/'));
}
