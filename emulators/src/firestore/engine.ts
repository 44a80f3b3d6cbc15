// The transport-independent Firestore: reads, queries, aggregations, commits and transactions over
// the store, with Security Rules checks. REST and gRPC handlers both call into this.
import type { QueryConstraints } from '../rules/api.js';
import type { DocumentChange } from '../shared/servers.js';
import type { StoredDocument, Timestamp, Value } from '../shared/value.js';
import { applyWrite } from './apply-write.js';
import type { Caller } from './auth.js';
import { asFirestoreError, FirestoreError, invalidArgument } from './errors.js';
import { dottedPath, isNamePath, projectFields } from './field-path.js';
import { MAX_WRITES_PER_COMMIT } from './limits.js';
import { parseDocumentName, parseResourceName } from './paths.js';
import type { IndexCatalog } from './index-coverage.js';
import { executeQuery } from './query-exec.js';
import type { Query } from './query-model.js';
import { RulesGate } from './rules-gate.js';
import { DocumentStore } from './store.js';
import { nextCommitTime } from './timestamps.js';
import { TransactionManager } from './transactions.js';
import { compareNames } from './value-order.js';
import type { Write } from './write-model.js';
import { aggregate, type Aggregation } from './aggregate.js';

/** The document id bound to the wildcard when a list request is matched against `match /c/{id}`. */

export interface TxSelector {
  transaction?: string;
  newTransaction?: { readOnly: boolean };
}

export interface ReadContext {
  readTime: Timestamp;
  /** The transaction to record reads in. */
  txId?: string;
  /** Set when this read opened the transaction (the first response must carry it). */
  newTransaction?: string;
}

export interface WriteResult {
  updateTime?: Timestamp;
  transformResults?: Value[];
}

export interface CommitResult {
  commitTime: Timestamp;
  writeResults: WriteResult[];
}

/** How the emulator's log names a query refused for its missing index (the stack shows these lines always). */
export const MISSING_INDEX_LOG = 'query refused, no index serves it:';

/** `/databases/(default)/documents/a/b` (rules paths) → segments */
const rulesPathSegments = (path: string): string[] | null => {
  const m = /^\/?databases\/[^/]+\/documents\/(.+)$/.exec(path);
  return m ? m[1].split('/').filter((s) => s !== '') : null;
};

export class FirestoreEngine {
  readonly transactions = new TransactionManager();
  readonly rules: RulesGate;
  readonly readCounter = {
    total: 0,
    reset(): void {
      this.total = 0;
    },
  };
  private readonly listeners = new Set<(changes: DocumentChange[]) => void>();
  /** The indexes queries must find (firestore.indexes.json); none loaded: every query runs, as in Google's emulator. */
  indexes: IndexCatalog | null = null;

  constructor(
    readonly log: (line: string) => void,
    readonly store: DocumentStore = new DocumentStore(),
  ) {
    this.rules = new RulesGate(log);
  }

  onChange(listener: (changes: DocumentChange[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Document lookups for rules: `get` sees the store, `getAfter` the pending batch on top of it. */
  private lookups(project: string, database: string, overlay?: Map<string, StoredDocument | null>) {
    const toName = (path: string): string | null => {
      const segs = rulesPathSegments(path);
      return segs ? `projects/${project}/databases/${database}/documents/${segs.join('/')}` : null;
    };
    return {
      get: (path: string) => {
        const n = toName(path);
        return n ? this.store.get(n) : null;
      },
      getAfter: (path: string) => {
        const n = toName(path);
        if (!n) return null;
        return overlay?.has(n) ? overlay.get(n)! : this.store.get(n);
      },
    };
  }

  startRead(sel: TxSelector): ReadContext {
    const readTime = nextCommitTime();
    if (sel.transaction !== undefined) {
      this.transactions.touch(sel.transaction);
      return { readTime, txId: sel.transaction };
    }
    if (sel.newTransaction) {
      const id = this.transactions.begin(sel.newTransaction.readOnly);
      return { readTime, txId: id, newTransaction: id };
    }
    return { readTime };
  }

  private recordRead(ctx: ReadContext, name: string, doc: StoredDocument | null): void {
    if (ctx.txId !== undefined) this.transactions.recordRead(ctx.txId, name, doc);
  }

  batchGet(
    caller: Caller,
    names: string[],
    mask: string[][] | undefined,
    ctx: ReadContext,
  ): { name: string; doc: StoredDocument | null }[] {
    const maxLookups = names.length > 1 || ctx.txId !== undefined ? 20 : 10;
    const out = names.map((name) => {
      const doc = this.store.get(name);
      this.checkGet(caller, name, doc, ctx.readTime, maxLookups);
      return { name, doc };
    });
    for (const r of out) {
      this.recordRead(ctx, r.name, r.doc);
      // Billed as production bills it: a get that finds nothing is a read too.
      this.readCounter.total++;
    }
    return out.map((r) => ({
      name: r.name,
      doc: r.doc && mask ? { ...r.doc, fields: projectFields(r.doc.fields, mask) } : r.doc,
    }));
  }

  private checkGet(
    caller: Caller,
    name: string,
    doc: StoredDocument | null,
    time: Timestamp,
    maxLookups: number,
  ): void {
    const path = parseDocumentName(name);
    this.rules.check(caller, {
      method: 'get',
      path: path.segments,
      resource: doc,
      time,
      lookups: this.lookups(path.project, path.database),
      maxLookups,
    });
  }

  /**
   * The rules check of a listen target without reading it: a listener is re-checked after every
   * commit, so one whose rules now deny (its document changed, or a document its rules get()) ends.
   */
  authorizeListen(caller: Caller, target: { documents: string[] } | { query: Query }, time: Timestamp): void {
    if (caller.owner || !this.rules.active) return;
    if ('query' in target) return this.checkList(caller, target.query, time);
    const maxLookups = target.documents.length > 1 ? 20 : 10;
    for (const name of target.documents) this.checkGet(caller, name, this.store.get(name), time, maxLookups);
  }

  /**
   * Production refuses a query no index serves (FAILED_PRECONDITION); with firestore.indexes.json
   * loaded, so does the emulator, for every caller (the admin SDK too).
   */
  private checkIndexes(q: Query): void {
    if (!this.indexes) return;
    const p = parseResourceName(q.parent);
    try {
      this.indexes.check(q, `projects/${p.project}/databases/${p.database}`);
    } catch (err) {
      // Always said, not only with --verbose: a missing index is a bug to fix before production.
      this.log(`[firestore] ${MISSING_INDEX_LOG} ${q.collectionId}: ${(err as Error).message}`);
      throw err;
    }
  }

  private checkList(caller: Caller, q: Query, time: Timestamp): void {
    if (caller.owner || !this.rules.active) return;
    // No rule can name "any collection": only the owner (admin SDK) may run kindless queries.
    if (q.collectionId === '')
      throw new FirestoreError('PERMISSION_DENIED', 'Missing or insufficient permissions (kindless query).');
    const parent = parseResourceName(q.parent);
    const constraints: QueryConstraints = {
      equal: {},
      oneOf: {},
      orderBy: [],
      limit: q.limit,
      offset: q.offset || undefined,
    };
    const conjuncts = !q.where
      ? []
      : q.where.kind === 'composite' && q.where.op === 'AND'
        ? q.where.filters
        : [q.where];
    // __name__ filters say nothing about resource.data.
    for (const f of conjuncts.filter((c) => c.kind === 'composite' || !isNamePath(c.field))) {
      if (f.kind === 'field' && f.op === 'EQUAL') constraints.equal[dottedPath(f.field)] = f.value;
      else if (f.kind === 'unary' && f.op === 'IS_NULL') constraints.equal[dottedPath(f.field)] = { nullValue: null };
      else if (f.kind === 'field' && f.op === 'IN' && 'arrayValue' in f.value)
        constraints.oneOf[dottedPath(f.field)] = f.value.arrayValue.values;
    }
    constraints.orderBy = q.orderBy.map((o) => ({ field: dottedPath(o.field), direction: o.direction }));
    // A list names the collection: the engine treats the document id as unknown.
    this.rules.check(caller, {
      method: 'list',
      path: [...parent.segments, q.collectionId],
      collectionGroup: q.allDescendants,
      resource: null,
      query: constraints,
      time,
      lookups: this.lookups(parent.project, parent.database),
    });
  }

  runQuery(caller: Caller, q: Query, ctx: ReadContext): StoredDocument[] {
    this.checkIndexes(q);
    this.checkList(caller, q, ctx.readTime);
    const { documents } = executeQuery(this.store, q);
    for (const d of documents) this.recordRead(ctx, d.name, d);
    this.readCounter.total += Math.max(1, documents.length);
    return q.select ? documents.map((d) => ({ ...d, fields: projectFields(d.fields, q.select!) })) : documents;
  }

  runAggregation(caller: Caller, q: Query, aggregations: Aggregation[], ctx: ReadContext): Record<string, Value> {
    this.checkIndexes(q);
    this.checkList(caller, q, ctx.readTime);
    const { documents } = executeQuery(this.store, q);
    for (const d of documents) this.recordRead(ctx, d.name, d);
    this.readCounter.total += Math.max(1, Math.ceil(documents.length / 1000));
    return aggregate(documents, aggregations);
  }

  beginTransaction(readOnly: boolean): string {
    return this.transactions.begin(readOnly);
  }

  rollback(id: string): void {
    this.transactions.rollback(id);
  }

  /** Applies all writes atomically, or none. */
  commit(caller: Caller, writes: Write[], transaction?: string): CommitResult {
    if (writes.length > MAX_WRITES_PER_COMMIT) {
      throw invalidArgument(`A write batch can contain at most ${MAX_WRITES_PER_COMMIT} writes; got ${writes.length}.`);
    }
    if (transaction !== undefined)
      this.transactions.finish(
        transaction,
        this.store,
        writes.some((w) => w.kind !== 'verify'),
      );
    const commitTime = nextCommitTime();
    const overlay = new Map<string, StoredDocument | null>();
    const stateOf = (name: string) => (overlay.has(name) ? overlay.get(name)! : this.store.get(name));
    const steps = writes.map((w) => {
      const before = stateOf(w.name);
      const outcome = applyWrite(before, w, commitTime);
      overlay.set(w.name, outcome.after);
      return { w, before, outcome };
    });

    if (!caller.owner && this.rules.active) {
      for (const { w, before, outcome } of steps) {
        if (w.kind === 'verify') continue;
        const p = parseDocumentName(w.name);
        this.rules.check(caller, {
          method: w.kind === 'delete' ? 'delete' : before ? 'update' : 'create',
          path: p.segments,
          resource: before,
          requestResource: w.kind === 'delete' ? null : outcome.after,
          time: commitTime,
          lookups: this.lookups(p.project, p.database, overlay),
          maxLookups: writes.length > 1 || transaction !== undefined ? 20 : 10,
        });
      }
    }

    const changes: DocumentChange[] = [];
    for (const [name, after] of overlay) {
      const before = this.store.get(name);
      if (before === after) continue;
      if (after) this.store.put(after);
      else this.store.delete(name);
      changes.push({ name, before, after, time: commitTime });
    }
    if (changes.length) this.notify(changes);

    return {
      commitTime,
      writeResults: steps.map(({ w, outcome }) =>
        w.kind === 'update' ? { updateTime: outcome.updateTime, transformResults: outcome.transformResults } : {},
      ),
    };
  }

  /** Applies writes independently (not atomically); each gets its own status. */
  batchWrite(caller: Caller, writes: Write[]): { results: WriteResult[]; errors: (FirestoreError | null)[] } {
    if (writes.length > MAX_WRITES_PER_COMMIT)
      throw invalidArgument(`A batch write can contain at most ${MAX_WRITES_PER_COMMIT} writes.`);
    const results: WriteResult[] = [];
    const errors: (FirestoreError | null)[] = [];
    for (const w of writes) {
      try {
        const r = this.commit(caller, [w]);
        results.push({ ...r.writeResults[0], updateTime: r.writeResults[0].updateTime ?? r.commitTime });
        errors.push(null);
      } catch (err) {
        results.push({});
        errors.push(asFirestoreError(err));
      }
    }
    return { results, errors };
  }

  private notify(changes: DocumentChange[]): void {
    for (const l of this.listeners) {
      try {
        l(changes);
      } catch {
        // Listener errors must not affect the commit.
      }
    }
  }

  listCollectionIds(caller: Caller, parent: string): string[] {
    parseResourceName(parent);
    if (!caller.owner && this.rules.active)
      throw new FirestoreError(
        'PERMISSION_DENIED',
        'Missing or insufficient permissions. listCollectionIds is only available to admin (owner) credentials.',
      );
    const ids = new Set<string>();
    for (const coll of this.store.collectionNames()) {
      if (!coll.startsWith(parent + '/')) continue;
      ids.add(coll.slice(parent.length + 1).split('/')[0]);
    }
    return [...ids].sort();
  }

  /** Documents of a collection by name; with showMissing also absent parents of subcollections. */
  listDocuments(
    caller: Caller,
    parent: string,
    collectionId: string,
    showMissing: boolean,
    ctx: ReadContext,
  ): StoredDocument[] {
    const p = parseResourceName(parent);
    if (p.segments.length % 2 !== 0) throw invalidArgument(`Invalid parent ${parent}`);
    const collection = `${parent}/${collectionId}`;
    if (!caller.owner && this.rules.active) {
      this.rules.check(caller, {
        method: 'list',
        path: [...p.segments, collectionId],
        resource: null,
        query: { equal: {}, oneOf: {}, orderBy: [] },
        time: ctx.readTime,
        lookups: this.lookups(p.project, p.database),
      });
    }
    const docs = [...this.store.collectionDocs(collection)];
    if (showMissing) {
      const present = new Set(docs.map((d) => d.name));
      for (const coll of this.store.collectionNames()) {
        if (!coll.startsWith(collection + '/')) continue;
        const name = `${collection}/${coll.slice(collection.length + 1).split('/')[0]}`;
        if (!present.has(name)) {
          present.add(name);
          docs.push({
            name,
            fields: {},
            createTime: { seconds: 0, nanos: 0 },
            updateTime: { seconds: 0, nanos: 0 },
            missing: true,
          } as StoredDocument);
        }
      }
    }
    docs.sort((a, b) => compareNames(a.name, b.name));
    for (const d of docs) this.recordRead(ctx, d.name, d);
    this.readCounter.total += Math.max(1, docs.length);
    return docs;
  }

  getDocument(caller: Caller, name: string, mask: string[][] | undefined, ctx: ReadContext): StoredDocument {
    const [r] = this.batchGet(caller, [name], mask, ctx);
    if (!r.doc) throw new FirestoreError('NOT_FOUND', `Document "${name}" not found.`);
    return r.doc;
  }

  /** Removes every document of a project's database. */
  clear(project: string, database = '(default)'): void {
    const prefix = `projects/${project}/databases/${database}/documents/`;
    for (const d of [...this.store.all()]) if (d.name.startsWith(prefix)) this.store.delete(d.name);
  }
}

export const isMissingPlaceholder = (d: StoredDocument) =>
  (d as StoredDocument & { missing?: boolean }).missing === true;
