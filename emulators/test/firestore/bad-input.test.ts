// Limits and malformed requests over raw HTTP and through the SDKs.
// Sources: https://firebase.google.com/docs/firestore/quotas#limits (1 MiB document, 20 levels of
// nesting, 500 writes per commit), https://cloud.google.com/apis/design/errors (error JSON shape).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, setDoc, type Firestore } from 'firebase/firestore/lite';
import { adminFirestore, ROOT, startHarness, type Harness } from './harness.js';

let h: Harness;
let lite: Firestore;
let admin: Awaited<ReturnType<typeof adminFirestore>>;

beforeAll(async () => {
  h = await startHarness();
  lite = h.lite('alice');
  admin = await adminFirestore(h, 'bad-input-test');
});

afterAll(async () => {
  await admin.close();
  await h.close();
});

const post = (path: string, body: string) =>
  h.raw('POST', path, body, { 'Content-Type': 'text/plain', Authorization: 'Bearer owner' });
const nested = (depth: number): Record<string, unknown> => (depth === 0 ? { v: 1 } : { m: nested(depth - 1) });
const upd = (name: string, fields: unknown) =>
  JSON.stringify({ writes: [{ update: { name: `${ROOT}/${name}`, fields } }] });

// [case, doc section, path, body, expected HTTP status, expected status name]
const RAW: [string, string, string, string, number, string][] = [
  ['malformed JSON', 'errors', `/v1/${ROOT}:commit`, '{"writes": [', 400, 'INVALID_ARGUMENT'],
  ['writes is not a list', 'Write', `/v1/${ROOT}:commit`, '{"writes": "x"}', 400, 'INVALID_ARGUMENT'],
  [
    'integerValue is not an integer',
    'Value',
    `/v1/${ROOT}:commit`,
    upd('bad/a', { n: { integerValue: 'abc' } }),
    400,
    'INVALID_ARGUMENT',
  ],
  [
    'integer out of int64 range',
    'Value',
    `/v1/${ROOT}:commit`,
    upd('bad/a', { n: { integerValue: '9223372036854775808' } }),
    400,
    'INVALID_ARGUMENT',
  ],
  [
    'value with two types',
    'Value',
    `/v1/${ROOT}:commit`,
    upd('bad/a', { n: { integerValue: '1', stringValue: 'x' } }),
    400,
    'INVALID_ARGUMENT',
  ],
  [
    'reference to a collection, not a document',
    'Value',
    `/v1/${ROOT}:commit`,
    upd('bad/a', { r: { referenceValue: `${ROOT}/coll` } }),
    400,
    'INVALID_ARGUMENT',
  ],
  [
    'bad timestamp',
    'Value',
    `/v1/${ROOT}:commit`,
    upd('bad/a', { t: { timestampValue: 'yesterday' } }),
    400,
    'INVALID_ARGUMENT',
  ],
  [
    'document name with an odd number of segments',
    'data-model',
    `/v1/${ROOT}:commit`,
    upd('bad', {}),
    400,
    'INVALID_ARGUMENT',
  ],
  [
    'document name with an empty segment',
    'data-model',
    `/v1/${ROOT}:batchGet`,
    JSON.stringify({ documents: [`${ROOT}/a//b`] }),
    400,
    'INVALID_ARGUMENT',
  ],
  [
    'reserved __id__ document id',
    'quotas#collections_documents_and_fields',
    `/v1/${ROOT}:commit`,
    upd('bad/__x__', {}),
    400,
    'INVALID_ARGUMENT',
  ],
  [
    'runQuery parent is a collection',
    'runQuery',
    `/v1/${ROOT}/coll:runQuery`,
    JSON.stringify({ structuredQuery: { from: [{ collectionId: 'x' }] } }),
    400,
    'INVALID_ARGUMENT',
  ],
  [
    'query with two from selectors',
    'StructuredQuery',
    `/v1/${ROOT}:runQuery`,
    JSON.stringify({ structuredQuery: { from: [{ collectionId: 'a' }, { collectionId: 'b' }] } }),
    400,
    'INVALID_ARGUMENT',
  ],
  [
    'unknown operator',
    'StructuredQuery',
    `/v1/${ROOT}:runQuery`,
    JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'a' }],
        where: { fieldFilter: { field: { fieldPath: 'x' }, op: 'LIKE', value: { stringValue: 'a' } } },
      },
    }),
    400,
    'INVALID_ARGUMENT',
  ],
  [
    'range filter on null',
    'queries',
    `/v1/${ROOT}:runQuery`,
    JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'a' }],
        where: { fieldFilter: { field: { fieldPath: 'x' }, op: 'LESS_THAN', value: { nullValue: null } } },
      },
    }),
    400,
    'INVALID_ARGUMENT',
  ],
  [
    'more cursor values than orderBy',
    'query-cursors',
    `/v1/${ROOT}:runQuery`,
    JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'a' }],
        startAt: { values: [{ integerValue: '1' }, { integerValue: '2' }] },
      },
    }),
    400,
    'INVALID_ARGUMENT',
  ],
  [
    'field path with a trailing dot',
    'data-model#field_paths',
    `/v1/${ROOT}:commit`,
    JSON.stringify({ writes: [{ update: { name: `${ROOT}/bad/a`, fields: {} }, updateMask: { fieldPaths: ['a.'] } }] }),
    400,
    'INVALID_ARGUMENT',
  ],
  [
    'document above 1 MiB',
    'quotas#limits',
    `/v1/${ROOT}:commit`,
    upd('bad/big', { s: { stringValue: 'x'.repeat(1_048_576) } }),
    400,
    'INVALID_ARGUMENT',
  ],
  [
    'nesting deeper than 20 levels',
    'quotas#limits',
    `/v1/${ROOT}:commit`,
    upd('bad/deep', wireNested(21)),
    400,
    'INVALID_ARGUMENT',
  ],
  [
    '501 writes in one commit',
    'quotas#writes_and_transactions',
    `/v1/${ROOT}:commit`,
    JSON.stringify({ writes: Array.from({ length: 501 }, (_, i) => ({ delete: `${ROOT}/bad/d${i}` })) }),
    400,
    'INVALID_ARGUMENT',
  ],
  ['unknown route', 'errors', `/v2/whatever`, '{}', 404, 'NOT_FOUND'],
];

function wireNested(depth: number): Record<string, unknown> {
  let v: unknown = { integerValue: '1' };
  for (let i = 0; i < depth; i++) v = { mapValue: { fields: { m: v } } };
  return { root: v };
}

describe('bad input over raw HTTP → JSON errors', () => {
  it.each(RAW)('%s (%s)', async (_c, _s, path, body, status, statusName) => {
    const r = await post(path, body);
    expect(r.status).toBe(status);
    expect(r.headers.get('content-type')).toMatch(/application\/json/);
    const json = JSON.parse(r.text);
    expect(json.error).toMatchObject({ code: status, status: statusName });
    expect(typeof json.error.message).toBe('string');
  });

  it('exactly 20 levels of nesting and 500 writes are accepted', async () => {
    expect((await post(`/v1/${ROOT}:commit`, upd('ok/deep', wireNested(19)))).status).toBe(200);
    const writes = Array.from({ length: 500 }, (_, i) => ({ delete: `${ROOT}/ok/d${i}` }));
    expect((await post(`/v1/${ROOT}:commit`, JSON.stringify({ writes }))).status).toBe(200);
  });

  it('a malformed bearer token → 401 UNAUTHENTICATED', async () => {
    const r = await h.raw('POST', `/v1/${ROOT}:batchGet`, '{"documents":[]}', { Authorization: 'Bearer not-a-jwt' });
    expect(r.status).toBe(401);
    expect(JSON.parse(r.text).error.status).toBe('UNAUTHENTICATED');
  });
});

describe('limits through the SDKs', () => {
  it('Lite: a document over 1 MiB is rejected by the server', async () => {
    await expect(setDoc(doc(lite, 'big/one'), { s: 'x'.repeat(1_048_600) })).rejects.toThrow(/maximum allowed size/);
  });
  it('Lite: a document just under 1 MiB is stored', async () => {
    await setDoc(doc(lite, 'big/ok'), { s: 'x'.repeat(1_048_000) });
  });
  it('Lite: 21 levels of nested maps are rejected', async () => {
    await expect(setDoc(doc(lite, 'deep/one'), nested(21))).rejects.toThrow(/nesting depth/);
  });
  it('admin: 501 writes in a batch → INVALID_ARGUMENT (3)', async () => {
    const b = admin.db.batch();
    for (let i = 0; i < 501; i++) b.set(admin.db.doc(`too-many/d${i}`), { i });
    await expect(b.commit()).rejects.toMatchObject({ code: 3 });
  });
});

describe('HTTP plumbing', () => {
  it('GET / answers Ok', async () => {
    const r = await h.raw('GET', '/');
    expect(r.status).toBe(200);
    expect(r.text).toBe('Ok');
  });
  it('CORS preflight echoes the origin and requested headers', async () => {
    const r = await h.raw('OPTIONS', `/v1/${ROOT}:commit`, undefined, {
      Origin: 'http://localhost:5173',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,content-type,x-goog-api-client,x-firebase-gmpid',
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(r.headers.get('access-control-allow-headers')).toBe(
      'authorization,content-type,x-goog-api-client,x-firebase-gmpid',
    );
  });
  it('GET of a document and listing a collection', async () => {
    await h.seed({ 'rest/a': { x: { integerValue: '1' } }, 'rest/b': {} });
    const one = await h.raw('GET', `/v1/${ROOT}/rest/a`, undefined, { Authorization: 'Bearer owner' });
    expect(JSON.parse(one.text).fields).toEqual({ x: { integerValue: '1' } });
    const list = await h.raw('GET', `/v1/${ROOT}/rest?pageSize=1`, undefined, { Authorization: 'Bearer owner' });
    const page = JSON.parse(list.text);
    expect(page.documents.map((d: { name: string }) => d.name.split('/').pop())).toEqual(['a']);
    const next = await h.raw(
      'GET',
      `/v1/${ROOT}/rest?pageSize=1&pageToken=${encodeURIComponent(page.nextPageToken)}`,
      undefined,
      { Authorization: 'Bearer owner' },
    );
    expect(JSON.parse(next.text).documents.map((d: { name: string }) => d.name.split('/').pop())).toEqual(['b']);
    const missing = await h.raw('GET', `/v1/${ROOT}/rest/zzz`, undefined, { Authorization: 'Bearer owner' });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text).error.status).toBe('NOT_FOUND');
  });
  it('listCollectionIds and subcollection parents over REST', async () => {
    await h.seed({ 'p/1/kids/a': { v: { integerValue: '1' } } });
    const ids = await h.rpc(`${ROOT}/p/1`, 'listCollectionIds', {});
    expect(ids.json.collectionIds).toEqual(['kids']);
    const q = await h.rpc(`${ROOT}/p/1`, 'runQuery', { structuredQuery: { from: [{ collectionId: 'kids' }] } });
    expect(q.json.map((r: { document: { name: string } }) => r.document.name)).toEqual([`${ROOT}/p/1/kids/a`]);
  });
  it('the read counter counts every document a get names (found or missing, as billed), query results (min 1) and aggregations per 1000', async () => {
    h.emulator.readCounter.reset();
    await h.rpc(ROOT, 'batchGet', { documents: [`${ROOT}/rest/a`, `${ROOT}/rest/nope`] });
    expect(h.emulator.readCounter.total).toBe(2);
    await h.rpc(ROOT, 'batchGet', { documents: [`${ROOT}/rest/nope`] });
    expect(h.emulator.readCounter.total).toBe(3);
    await h.rpc(ROOT, 'runQuery', { structuredQuery: { from: [{ collectionId: 'empty' }] } });
    expect(h.emulator.readCounter.total).toBe(4);
    await h.rpc(ROOT, 'runQuery', { structuredQuery: { from: [{ collectionId: 'rest' }] } });
    expect(h.emulator.readCounter.total).toBe(6);
    await h.rpc(ROOT, 'runAggregationQuery', {
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId: 'rest' }] },
        aggregations: [{ alias: 'c', count: {} }],
      },
    });
    expect(h.emulator.readCounter.total).toBe(7);
  });
});
