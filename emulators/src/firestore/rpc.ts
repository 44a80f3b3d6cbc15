// The Firestore v1 RPCs as functions from a wire request (REST JSON or gRPC object) to wire
// response messages. Streaming RPCs return the list of messages to stream.
import type { StoredDocument } from '../shared/value.js';
import type { Caller } from './auth.js';
import { parseAggregations } from './aggregate.js';
import {
  decodeInt32,
  encodeDocument,
  encodeFields,
  encodeTimestamp,
  encodeValue,
  isObject,
  type Json,
  type WireOptions,
} from './codec.js';
import { isMissingPlaceholder, type FirestoreEngine, type ReadContext, type TxSelector } from './engine.js';
import { GRPC_CODES, invalidArgument } from './errors.js';
import { parseFieldPath, projectFields } from './field-path.js';
import { parseParent, parseResourceName } from './paths.js';
import { parseStructuredQuery } from './query-model.js';
import { parseWrite, type Write } from './write-model.js';

export interface RpcCall {
  engine: FirestoreEngine;
  caller: Caller;
  body: Json;
  wire: WireOptions;
}

const databaseOf = (name: string) => {
  const p = parseResourceName(name.endsWith('/documents') ? name : `${name}/documents`);
  return `projects/${p.project}/databases/${p.database}`;
};

function txSelector(body: Json): TxSelector {
  if (typeof body.transaction === 'string' && body.transaction !== '') return { transaction: body.transaction };
  if (isObject(body.newTransaction)) return { newTransaction: { readOnly: isObject(body.newTransaction.readOnly) } };
  return {};
}

function parseMask(raw: unknown): string[][] | undefined {
  if (!isObject(raw)) return undefined;
  const paths = raw.fieldPaths ?? [];
  if (!Array.isArray(paths)) throw invalidArgument('Invalid mask.fieldPaths');
  return paths.map((p) => parseFieldPath(p));
}

function withTx(first: Json, ctx: ReadContext): Json {
  return ctx.newTransaction ? { transaction: ctx.newTransaction, ...first } : first;
}

const encodeDoc = (d: StoredDocument, o: WireOptions): Json =>
  isMissingPlaceholder(d) ? { name: d.name } : encodeDocument(d, o);

export function batchGet({ engine, caller, body, wire }: RpcCall, database: string): Json[] {
  const names = body.documents ?? [];
  if (!Array.isArray(names)) throw invalidArgument('documents must be a list of document names');
  for (const n of names)
    if (typeof n !== 'string' || !n.startsWith(database + '/documents/'))
      throw invalidArgument(`Invalid document name ${JSON.stringify(n)} for database ${database}`);
  const ctx = engine.startRead(txSelector(body));
  const results = engine.batchGet(caller, names as string[], parseMask(body.mask), ctx);
  const readTime = encodeTimestamp(ctx.readTime, wire);
  const out: Json[] = results.map((r) =>
    r.doc ? { found: encodeDocument(r.doc, wire), readTime } : { missing: r.name, readTime },
  );
  if (out.length === 0) out.push({ readTime });
  out[0] = withTx(out[0], ctx);
  return out;
}

export function runQuery({ engine, caller, body, wire }: RpcCall, parent: string): Json[] {
  parseParent(parent);
  const q = parseStructuredQuery(body.structuredQuery, parent);
  const ctx = engine.startRead(txSelector(body));
  const docs = engine.runQuery(caller, q, ctx);
  const readTime = encodeTimestamp(ctx.readTime, wire);
  const out: Json[] = docs.map((d) => ({ document: encodeDocument(d, wire), readTime }));
  if (out.length === 0) out.push({ readTime });
  out[0] = withTx(out[0], ctx);
  return out;
}

export function runAggregationQuery({ engine, caller, body, wire }: RpcCall, parent: string): Json[] {
  parseParent(parent);
  const saq = body.structuredAggregationQuery;
  if (!isObject(saq)) throw invalidArgument('structuredAggregationQuery is required');
  const q = parseStructuredQuery(saq.structuredQuery, parent);
  const aggregations = parseAggregations(saq.aggregations);
  const ctx = engine.startRead(txSelector(body));
  const result = engine.runAggregation(caller, q, aggregations, ctx);
  return [
    withTx(
      { result: { aggregateFields: encodeFields(result, wire) }, readTime: encodeTimestamp(ctx.readTime, wire) },
      ctx,
    ),
  ];
}

function parseWrites(body: Json, database: string): Write[] {
  const raw = body.writes ?? [];
  if (!Array.isArray(raw)) throw invalidArgument('writes must be a list');
  return raw.map((w, i) => parseWrite(w, `writes[${i}]`, database));
}

export function commit({ engine, caller, body, wire }: RpcCall, database: string): Json {
  const writes = parseWrites(body, database);
  const tx = typeof body.transaction === 'string' && body.transaction !== '' ? body.transaction : undefined;
  const r = engine.commit(caller, writes, tx);
  return {
    commitTime: encodeTimestamp(r.commitTime, wire),
    writeResults: r.writeResults.map((w) => {
      const out: Json = {};
      if (w.updateTime) out.updateTime = encodeTimestamp(w.updateTime, wire);
      if (w.transformResults) out.transformResults = w.transformResults.map((v) => encodeValue(v, wire));
      return out;
    }),
  };
}

export function batchWrite({ engine, caller, body, wire }: RpcCall, database: string): Json {
  const writes = parseWrites(body, database);
  const r = engine.batchWrite(caller, writes);
  return {
    writeResults: r.results.map((w) => (w.updateTime ? { updateTime: encodeTimestamp(w.updateTime, wire) } : {})),
    status: r.errors.map((e) => (e ? { code: GRPC_CODES[e.status], message: e.message } : { code: 0 })),
  };
}

export function beginTransaction({ engine, body }: RpcCall): Json {
  const readOnly = isObject(body.options) && isObject(body.options.readOnly);
  return { transaction: engine.beginTransaction(readOnly) };
}

export function rollback({ engine, body }: RpcCall): Json {
  if (typeof body.transaction !== 'string' || body.transaction === '') throw invalidArgument('transaction is required');
  engine.rollback(body.transaction);
  return {};
}

export function listCollectionIds({ engine, caller, body }: RpcCall, parent: string): Json {
  parseParent(parent);
  const ids = engine.listCollectionIds(caller, parent);
  const pageSize = decodeInt32(body.pageSize, 'pageSize') || ids.length;
  const start =
    typeof body.pageToken === 'string' && body.pageToken ? ids.findIndex((id) => id > (body.pageToken as string)) : 0;
  const page = start < 0 ? [] : ids.slice(start, start + pageSize);
  const out: Json = { collectionIds: page };
  if (start >= 0 && start + pageSize < ids.length) out.nextPageToken = page[page.length - 1];
  return out;
}

export function listDocuments({ engine, caller, body, wire }: RpcCall, parent: string, collectionId: string): Json {
  if (typeof collectionId !== 'string' || collectionId === '' || collectionId.includes('/'))
    throw invalidArgument('collectionId is required');
  const ctx = engine.startRead(txSelector(body));
  let docs = engine.listDocuments(
    caller,
    parent,
    collectionId,
    body.showMissing === true || body.showMissing === 'true',
    ctx,
  );
  const token = typeof body.pageToken === 'string' ? body.pageToken : '';
  if (token) {
    const after = Buffer.from(token, 'base64').toString('utf8');
    docs = docs.filter((d) => d.name > after);
  }
  const pageSize = decodeInt32(body.pageSize, 'pageSize') || 0;
  const more = pageSize > 0 && docs.length > pageSize;
  if (pageSize > 0) docs = docs.slice(0, pageSize);
  const mask = parseMask(body.mask);
  const out: Json = {
    documents: docs.map((d) =>
      encodeDoc(mask && !isMissingPlaceholder(d) ? { ...d, fields: pickFields(d, mask) } : d, wire),
    ),
  };
  if (more) out.nextPageToken = Buffer.from(docs[docs.length - 1].name).toString('base64');
  return out;
}

const pickFields = (d: StoredDocument, mask: string[][]) => projectFields(d.fields, mask);

export function getDocument({ engine, caller, body, wire }: RpcCall, name: string): Json {
  const ctx = engine.startRead(txSelector(body));
  return encodeDocument(engine.getDocument(caller, name, parseMask(body.mask), ctx), wire);
}

export { databaseOf };
