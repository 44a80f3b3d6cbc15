// The Listen stream, whatever carries it (gRPC for firebase-admin and the Node SDKs, WebChannel for
// the browser SDK): targets (documents or a query) are read and sent once, then re-checked and
// re-run after every commit; the differences are sent, followed by a global NO_CHANGE with a read
// time and a resume token (a consistent snapshot for the client).
//
// Resume tokens carry the read time of the snapshot they close. A target added with one (or with a
// readTime) gets only the documents changed since then, then an existence filter with the current
// count: a client that missed a delete or a document leaving the query sees the mismatch and
// re-listens from scratch, as against Firestore.
import type { DocumentChange } from '../shared/servers.js';
import type { StoredDocument, Timestamp } from '../shared/value.js';
import { decodeTimestamp, encodeDocument, encodeTimestamp, isObject, type Json } from './codec.js';
import { asFirestoreError, GRPC_CODES, invalidArgument } from './errors.js';
import { parseDocumentName, parseParent } from './paths.js';
import { executeQuery, isInScope } from './query-exec.js';
import { parseStructuredQuery, type Query } from './query-model.js';
import { Stream } from './streams.js';
import { nextCommitTime } from './timestamps.js';

type TargetSpec = { documents: string[] } | { query: Query };

interface ListenTarget {
  id: number;
  spec: TargetSpec;
  /** name → version the client has */
  sent: Map<string, string>;
}

const version = (d: StoredDocument) => `${d.updateTime.seconds}.${d.updateTime.nanos}`;
const after = (d: StoredDocument, t: Timestamp) =>
  d.updateTime.seconds > t.seconds || (d.updateTime.seconds === t.seconds && d.updateTime.nanos > t.nanos);

/** 12 bytes: seconds (int64 big-endian) and nanos (uint32 big-endian) of the snapshot's read time. */
export function encodeResumeToken(t: Timestamp): string {
  const b = Buffer.alloc(12);
  b.writeBigInt64BE(BigInt(t.seconds));
  b.writeUInt32BE(t.nanos, 8);
  return b.toString('base64');
}

/** The read time of a token this emulator issued; anything else (another server's token) is null. */
export function decodeResumeToken(raw: unknown): Timestamp | null {
  let b: Buffer;
  if (typeof raw === 'string') b = Buffer.from(raw, 'base64');
  else if (raw instanceof Uint8Array) b = Buffer.from(raw);
  else return null;
  if (b.length !== 12) return null;
  const nanos = b.readUInt32BE(8);
  return nanos < 1e9 ? { seconds: Number(b.readBigInt64BE()), nanos } : null;
}

function parseSpec(raw: Json): TargetSpec {
  if (isObject(raw.query)) {
    const parent = String(raw.query.parent ?? '');
    parseParent(parent);
    return { query: parseStructuredQuery(raw.query.structuredQuery, parent) };
  }
  if (isObject(raw.documents) && Array.isArray(raw.documents.documents)) {
    const names = raw.documents.documents.map((n) => {
      parseDocumentName(n);
      return n as string;
    });
    return { documents: names };
  }
  throw invalidArgument('A listen target needs a query or documents.');
}

/** The read time a resumed target starts from (resumeToken, else readTime), or null for a fresh one. */
function resumedFrom(raw: Json): Timestamp | null {
  const token = raw.resumeToken;
  if (token !== undefined && token !== null && token !== '') return decodeResumeToken(token);
  if (raw.readTime !== undefined && raw.readTime !== null) return decodeTimestamp(raw.readTime, 'readTime');
  return null;
}

export class ListenStream extends Stream {
  private readonly targets = new Map<number, ListenTarget>();
  private readonly unsubscribe: () => void;

  constructor(...args: ConstructorParameters<typeof Stream>) {
    super(...args);
    this.unsubscribe = this.engine.onChange((changes) => this.afterCommit(changes));
  }

  /** One ListenRequest; throws (a FirestoreError) when the request itself is invalid. */
  receive(req: Json): void {
    if (this.closed) return;
    if (isObject(req.addTarget)) this.add(req.addTarget);
    else if (req.removeTarget !== undefined) {
      const id = Number(req.removeTarget);
      this.targets.delete(id);
      this.send({ targetChange: { targetChangeType: 'REMOVE', targetIds: [id] } });
    }
  }

  protected override closing(): void {
    this.unsubscribe();
    this.targets.clear();
  }

  private current(t: ListenTarget): StoredDocument[] {
    if ('query' in t.spec) return executeQuery(this.engine.store, t.spec.query).documents;
    return t.spec.documents.map((n) => this.engine.store.get(n)).filter((d): d is StoredDocument => d !== null);
  }

  /**
   * Sends what changed for a target since the last call; returns whether anything was sent. With
   * `since`, documents not updated after it are taken as already on the client.
   */
  private sync(t: ListenTarget, countReads: boolean, since?: Timestamp): { changed: boolean; count: number } {
    const now = new Map(this.current(t).map((d) => [d.name, d]));
    let changed = false;
    for (const [name, d] of now) {
      if (t.sent.get(name) === version(d)) continue;
      t.sent.set(name, version(d));
      if (since && !after(d, since)) continue;
      this.send({ documentChange: { document: encodeDocument(d, this.wire), targetIds: [t.id] } });
      if (countReads) this.engine.readCounter.total++;
      changed = true;
    }
    for (const name of [...t.sent.keys()]) {
      if (now.has(name)) continue;
      t.sent.delete(name);
      const deleted = this.engine.store.get(name) === null;
      this.send(
        deleted
          ? { documentDelete: { document: name, removedTargetIds: [t.id] } }
          : { documentRemove: { document: name, removedTargetIds: [t.id] } },
      );
      changed = true;
    }
    return { changed, count: now.size };
  }

  private snapshot(readTime: Timestamp): void {
    this.send({
      targetChange: {
        targetChangeType: 'NO_CHANGE',
        targetIds: [],
        readTime: encodeTimestamp(readTime, this.wire),
        resumeToken: encodeResumeToken(readTime),
      },
    });
  }

  private removeDenied(id: number, err: unknown): void {
    const e = asFirestoreError(err);
    this.targets.delete(id);
    this.send({
      targetChange: {
        targetChangeType: 'REMOVE',
        targetIds: [id],
        cause: { code: GRPC_CODES[e.status], message: e.message },
      },
    });
  }

  private add(raw: Json): void {
    const started = performance.now();
    const id = Number(raw.targetId ?? 0);
    const spec = parseSpec(raw);
    const since = resumedFrom(raw);
    const t: ListenTarget = { id, spec, sent: new Map() };
    const ctx = this.engine.startRead({});
    try {
      // The same checks and read accounting as a one-time read of the target.
      if ('query' in spec) this.engine.runQuery(this.caller, spec.query, ctx);
      else this.engine.batchGet(this.caller, spec.documents, undefined, ctx);
    } catch (err) {
      this.removeDenied(id, err);
      this.log('Listen addTarget', this.caller, asFirestoreError(err).status, started);
      return;
    }
    this.targets.set(id, t);
    this.send({ targetChange: { targetChangeType: 'ADD', targetIds: [id] } });
    const { count } = this.sync(t, false, since ?? undefined);
    if (since) this.send({ filter: { targetId: id, count } });
    const readTime = nextCommitTime();
    this.send({
      targetChange: { targetChangeType: 'CURRENT', targetIds: [id], resumeToken: encodeResumeToken(readTime) },
    });
    this.snapshot(readTime);
    this.log(since ? 'Listen addTarget (resumed)' : 'Listen addTarget', this.caller, 'OK', started);
  }

  /** Whether a commit touched documents the target reads (only those targets are re-run). */
  private touches(t: ListenTarget, changes: DocumentChange[]): boolean {
    const { spec } = t;
    if ('query' in spec) return changes.some((c) => isInScope(c.name, spec.query));
    return changes.some((c) => spec.documents.includes(c.name));
  }

  private afterCommit(changes: DocumentChange[]): void {
    if (this.closed) return;
    const time = nextCommitTime();
    let changed = false;
    for (const t of [...this.targets.values()]) {
      // Every target, touched or not: its rules may get() a document this commit changed.
      try {
        this.engine.authorizeListen(this.caller, t.spec, time);
      } catch (err) {
        this.removeDenied(t.id, err);
        continue;
      }
      if (this.touches(t, changes)) changed = this.sync(t, true).changed || changed;
    }
    if (changed) this.snapshot(nextCommitTime());
  }
}
