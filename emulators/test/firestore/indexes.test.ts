// Composite indexes, enforced as production enforces them: with firestore.indexes.json loaded, a
// query no declared index (nor automatic single-field index) serves fails with FAILED_PRECONDITION
// and production's message; with the index declared, it runs. Each case runs against two
// emulators, one with and one without the index the case needs.
// Sources: https://firebase.google.com/docs/firestore/query-data/index-overview (single-field
// indexes, index merging, collection-group scope, exemptions), /query-data/indexing, and the
// console links production prints (recorded in public projects' notes; see the message cases).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collection,
  collectionGroup,
  getCount,
  getDocs,
  limitToLast,
  or,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';
import { FieldPath, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { missingCompositeMessage, missingSingleFieldMessage } from '../../src/firestore/index-message.js';
import { parseIndexConfig } from '../../src/firestore/index-config.js';
import { adminFirestore, PROJECT, startHarness, w, type Harness } from './harness.js';

type Field = { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS' };
const asc = (fieldPath: string): Field => ({ fieldPath, order: 'ASCENDING' });
const desc = (fieldPath: string): Field => ({ fieldPath, order: 'DESCENDING' });
const contains = (fieldPath: string): Field => ({ fieldPath, arrayConfig: 'CONTAINS' });
const index = (collectionGroup: string, fields: Field[], queryScope = 'COLLECTION') => ({
  collectionGroup,
  queryScope,
  fields,
});
const DATABASE = `projects/${PROJECT}/databases/(default)`;
const COMPOSITE_REFUSAL = `The query requires an index. You can create it here: https://console.firebase.google.com/v1/r/project/${PROJECT}/firestore/indexes?create_composite=`;

interface Case {
  name: string;
  query: (db: Firestore) => Query;
  /** What the query needs declared (indexes and overrides); the other emulator lacks exactly that. */
  needs: { indexes?: object[]; fieldOverrides?: object[] } | null;
  /** Without what it needs: the start of production's message (by default, a composite index's). */
  refused?: string;
  /** The index the refusal's console link describes (fields as the link encodes them). */
  link?: string;
  rows?: number;
}

const CASES: Case[] = [
  {
    name: 'equality on one field: the automatic single-field index',
    query: (db) => query(collection(db, 'posts'), where('status', '==', 'published')),
    needs: null,
    rows: 3,
  },
  {
    name: 'equality on two fields: single-field indexes merged',
    query: (db) => query(collection(db, 'posts'), where('status', '==', 'published'), where('category', '==', 'tec')),
    needs: null,
    rows: 2,
  },
  {
    name: 'equality + order on another field',
    query: (db) => query(collection(db, 'posts'), where('status', '==', 'published'), orderBy('publishedAt', 'desc')),
    needs: { indexes: [index('posts', [asc('status'), desc('publishedAt')])] },
    link: 'posts COLLECTION status:ASCENDING publishedAt:DESCENDING __name__:DESCENDING',
    rows: 3,
  },
  {
    name: 'in + order on another field: the same index as equality',
    query: (db) =>
      query(collection(db, 'posts'), where('status', 'in', ['published', 'draft']), orderBy('publishedAt', 'desc')),
    needs: { indexes: [index('posts', [asc('status'), desc('publishedAt')])] },
    rows: 4,
  },
  {
    name: 'limitToLast reverses the order: the index of the other direction',
    query: (db) =>
      query(
        collection(db, 'posts'),
        where('status', '==', 'published'),
        orderBy('publishedAt', 'desc'),
        limitToLast(2),
      ),
    needs: { indexes: [index('posts', [asc('status'), asc('publishedAt')])] },
    link: 'posts COLLECTION status:ASCENDING publishedAt:ASCENDING __name__:ASCENDING',
    rows: 2,
  },
  {
    name: 'range + order on the same field: the single-field index',
    query: (db) => query(collection(db, 'posts'), where('n', '>', 1), orderBy('n', 'desc')),
    needs: null,
    rows: 3,
  },
  {
    name: 'range + order on another field',
    query: (db) => query(collection(db, 'posts'), where('n', '>', 1), orderBy('publishedAt')),
    needs: { indexes: [index('posts', [asc('publishedAt'), asc('n')])] },
    link: 'posts COLLECTION publishedAt:ASCENDING n:ASCENDING __name__:ASCENDING',
    rows: 3,
  },
  {
    name: 'equality + range on another field',
    query: (db) => query(collection(db, 'posts'), where('status', '==', 'published'), where('n', '>=', 2)),
    needs: { indexes: [index('posts', [asc('status'), asc('n')])] },
    link: 'posts COLLECTION status:ASCENDING n:ASCENDING __name__:ASCENDING',
    rows: 2,
  },
  {
    name: 'ranges on two fields: the index and production’s hint about multiple range fields',
    query: (db) => query(collection(db, 'posts'), where('n', '>', 0), where('publishedAt', '>', new Date(0))),
    needs: { indexes: [index('posts', [asc('n'), asc('publishedAt')])] },
    link: 'posts COLLECTION n:ASCENDING publishedAt:ASCENDING __name__:ASCENDING',
    rows: 4,
  },
  {
    name: 'array-contains alone: the automatic array-contains index',
    query: (db) => query(collection(db, 'posts'), where('tags', 'array-contains', 'x')),
    needs: null,
    rows: 2,
  },
  {
    name: 'array-contains + order on another field',
    query: (db) => query(collection(db, 'posts'), where('tags', 'array-contains', 'x'), orderBy('publishedAt', 'desc')),
    needs: { indexes: [index('posts', [contains('tags'), desc('publishedAt')])] },
    link: 'posts COLLECTION tags:CONTAINS publishedAt:DESCENDING __name__:DESCENDING',
    rows: 2,
  },
  {
    name: 'array-contains + equality + order: one index holding both fixed fields',
    query: (db) =>
      query(
        collection(db, 'posts'),
        where('status', '==', 'published'),
        where('tags', 'array-contains', 'x'),
        orderBy('publishedAt', 'desc'),
      ),
    needs: { indexes: [index('posts', [asc('status'), contains('tags'), desc('publishedAt')])] },
    link: 'posts COLLECTION status:ASCENDING tags:CONTAINS publishedAt:DESCENDING __name__:DESCENDING',
    rows: 2,
  },
  {
    name: 'two equalities + order: two indexes sharing the order, merged',
    query: (db) =>
      query(
        collection(db, 'posts'),
        where('status', '==', 'published'),
        where('category', '==', 'tec'),
        orderBy('publishedAt', 'desc'),
      ),
    needs: {
      indexes: [
        index('posts', [asc('status'), desc('publishedAt')]),
        index('posts', [asc('category'), desc('publishedAt')]),
      ],
    },
    link: 'posts COLLECTION status:ASCENDING category:ASCENDING publishedAt:DESCENDING __name__:DESCENDING',
    rows: 2,
  },
  {
    name: 'order on two fields',
    query: (db) => query(collection(db, 'posts'), orderBy('category'), orderBy('n', 'desc')),
    needs: { indexes: [index('posts', [asc('category'), desc('n')])] },
    link: 'posts COLLECTION category:ASCENDING n:DESCENDING __name__:DESCENDING',
    rows: 4,
  },
  {
    name: 'or: each disjunct needs its index',
    query: (db) =>
      query(
        collection(db, 'posts'),
        or(where('status', '==', 'draft'), where('category', '==', 'tec')),
        orderBy('publishedAt', 'desc'),
      ),
    needs: {
      indexes: [
        index('posts', [asc('status'), desc('publishedAt')]),
        index('posts', [asc('category'), desc('publishedAt')]),
      ],
    },
    rows: 3,
  },
  {
    name: 'collection group, equality: no automatic single-field index in collection-group scope',
    query: (db) => query(collectionGroup(db, 'comments'), where('authorId', '==', 'ana')),
    needs: {
      fieldOverrides: [
        {
          collectionGroup: 'comments',
          fieldPath: 'authorId',
          indexes: [
            { order: 'ASCENDING', queryScope: 'COLLECTION' },
            { order: 'DESCENDING', queryScope: 'COLLECTION' },
            { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' },
            { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
          ],
        },
      ],
    },
    refused:
      'The query requires a COLLECTION_GROUP_ASC index for collection comments and field authorId. You can create it here: https://console.firebase.google.com/v1/r/project/',
    link: 'comments COLLECTION_GROUP authorId:ASCENDING',
    rows: 2,
  },
  {
    name: 'collection group, equality + order: a composite index in collection-group scope',
    query: (db) => query(collectionGroup(db, 'comments'), where('authorId', '==', 'ana'), orderBy('at', 'desc')),
    needs: { indexes: [index('comments', [asc('authorId'), desc('at')], 'COLLECTION_GROUP')] },
    link: 'comments COLLECTION_GROUP authorId:ASCENDING at:DESCENDING __name__:DESCENDING',
    rows: 2,
  },
  {
    name: 'a subcollection query needs collection scope (a collection-group index does not serve it)',
    query: (db) => query(collection(db, 'posts/p1/comments'), where('authorId', '==', 'ana'), orderBy('at', 'desc')),
    needs: { indexes: [index('comments', [asc('authorId'), desc('at')])] },
    link: 'comments COLLECTION authorId:ASCENDING at:DESCENDING __name__:DESCENDING',
    rows: 1,
  },
  {
    name: 'an exempted map (indexes: []): its subfields have no single-field index',
    query: (db) => query(collection(db, 'posts'), where('counts.x', '==', 1)),
    needs: {
      fieldOverrides: [
        {
          collectionGroup: 'posts',
          fieldPath: 'counts.x',
          indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION' }],
        },
      ],
    },
    refused: 'The query requires a COLLECTION_ASC index for collection posts and field counts.x.',
    link: 'posts COLLECTION counts.x:ASCENDING',
    rows: 1,
  },
];

/** Declared on both sides: the map `counts` is exempted from indexing (as stats/tags is in Pauta). */
const BOTH_SIDES = { fieldOverrides: [{ collectionGroup: 'posts', fieldPath: 'counts', indexes: [] }] };

function configFile(withNeeds: boolean): string {
  const needs = withNeeds ? CASES.map((c) => c.needs ?? {}) : [];
  const config = {
    indexes: needs.flatMap((n) => n.indexes ?? []),
    fieldOverrides: [...BOTH_SIDES.fieldOverrides, ...needs.flatMap((n) => n.fieldOverrides ?? [])],
  };
  const file = join(mkdtempSync(join(tmpdir(), 'pauta-indexes-')), 'firestore.indexes.json');
  writeFileSync(file, JSON.stringify(config));
  return file;
}

/** Protobuf fields of a message: [tag, number | bytes]. */
function protoFields(buf: Buffer): [number, number | Buffer][] {
  const out: [number, number | Buffer][] = [];
  let i = 0;
  const varint = () => {
    let n = 0;
    for (let shift = 0; ; shift += 7) {
      const b = buf[i++];
      n += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return n;
    }
  };
  while (i < buf.length) {
    const header = varint();
    if ((header & 7) === 2) {
      const length = varint();
      out.push([header >> 3, buf.subarray(i, i + length)]);
      i += length;
    } else out.push([header >> 3, varint()]);
  }
  return out;
}

/** The index a console link carries (google.firestore.admin.v1.Index), as "group SCOPE path:MODE ...". */
function linkedIndex(message: string): string {
  const blob = /create_(?:composite|exemption)=([A-Za-z0-9_-]+)/.exec(message)?.[1];
  if (!blob) return '(no link)';
  let name = '';
  let scope = '';
  const fields: string[] = [];
  for (const [tag, value] of protoFields(Buffer.from(blob, 'base64url'))) {
    if (tag === 1) name = value.toString();
    else if (tag === 2) scope = value === 2 ? 'COLLECTION_GROUP' : 'COLLECTION';
    else if (tag === 3) {
      const f = protoFields(value as Buffer);
      const path = f.find(([t]) => t === 1)![1].toString();
      const order = f.find(([t]) => t === 2)?.[1];
      fields.push(`${path}:${order === undefined ? 'CONTAINS' : order === 1 ? 'ASCENDING' : 'DESCENDING'}`);
    }
  }
  expect(name.startsWith(`${DATABASE}/collectionGroups/`)).toBe(true);
  return [/collectionGroups\/([^/]+)\//.exec(name)?.[1], scope, ...fields].join(' ');
}

const t = (day: number) => w.ts(`2026-01-${String(day).padStart(2, '0')}T12:00:00Z`);
const SEED = {
  'posts/p1': {
    status: w.str('published'),
    category: w.str('tec'),
    n: w.int(1),
    publishedAt: t(1),
    tags: w.array(w.str('x'), w.str('y')),
    counts: w.map({ x: w.int(1) }),
  },
  'posts/p2': {
    status: w.str('published'),
    category: w.str('tec'),
    n: w.int(2),
    publishedAt: t(2),
    tags: w.array(w.str('x')),
  },
  'posts/p3': { status: w.str('published'), category: w.str('eco'), n: w.int(3), publishedAt: t(3), tags: w.array() },
  'posts/p4': {
    status: w.str('draft'),
    category: w.str('eco'),
    n: w.int(4),
    publishedAt: t(4),
    tags: w.array(w.str('y')),
  },
  'posts/p1/comments/c1': { authorId: w.str('ana'), at: t(1) },
  'posts/p2/comments/c2': { authorId: w.str('ana'), at: t(2) },
  'posts/p2/comments/c3': { authorId: w.str('bia'), at: t(3) },
};

let withIndexes: Harness;
let withoutIndexes: Harness;
let plain: Harness;
let admin: { db: AdminFirestore; close: () => Promise<void> };

beforeAll(async () => {
  [withIndexes, withoutIndexes, plain] = await Promise.all([
    startHarness([], { indexesPath: configFile(true) }),
    startHarness([], { indexesPath: configFile(false) }),
    startHarness(),
  ]);
  await Promise.all([withIndexes, withoutIndexes, plain].map((h) => h.seed(SEED)));
  admin = await adminFirestore(withoutIndexes, 'indexes-test');
});

afterAll(async () => {
  await admin?.close();
  await Promise.all([withIndexes, withoutIndexes, plain].map((h) => h?.close()));
});

async function refusal(run: Promise<unknown>) {
  const error = await run.then(
    () => null,
    (e: { code?: unknown; message: string }) => e,
  );
  expect(error, 'the query should have been refused').not.toBeNull();
  return error!;
}

describe.each(CASES)('$name', (c) => {
  it(c.needs ? 'runs with its index declared' : 'runs on the automatic indexes', async () => {
    const snap = await getDocs(c.query(withIndexes.lite('alice')));
    expect(snap.size).toBe(c.rows);
  });

  it(c.needs ? 'is refused without it, in production’s words' : 'needs nothing declared', async () => {
    const run = getDocs(c.query(withoutIndexes.lite('alice')));
    if (!c.needs) return expect((await run).size).toBe(c.rows);
    const error = await refusal(run);
    expect(error.code).toBe('failed-precondition');
    // Lite puts its own words before the server's message.
    const message = error.message.replace(/^Request failed with error: /, '');
    expect(message.startsWith(c.refused ?? COMPOSITE_REFUSAL), message).toBe(true);
    if (c.link) expect(linkedIndex(error.message)).toBe(c.link);
  });
});

describe('everything that runs a query checks its index', () => {
  const missing = (db: Firestore) =>
    query(collection(db, 'posts'), where('status', '==', 'published'), orderBy('publishedAt', 'desc'));

  it('an aggregation (count) needs the index its query needs', async () => {
    const error = await refusal(getCount(missing(withoutIndexes.lite('alice'))));
    expect(error.code).toBe('failed-precondition');
    expect((await getCount(missing(withIndexes.lite('alice')))).data().count).toBe(3);
  });

  it('the admin SDK (gRPC) is refused too: FAILED_PRECONDITION (9) with the same message', async () => {
    const q = admin.db.collection('posts').where('status', '==', 'published').orderBy('publishedAt', 'desc');
    const error = (await refusal(q.get())) as { code?: unknown; message: string };
    expect(error.code).toBe(9);
    expect(error.message).toContain('The query requires an index. You can create it here: ');
    expect(linkedIndex(error.message)).toBe(
      'posts COLLECTION status:ASCENDING publishedAt:DESCENDING __name__:DESCENDING',
    );
  });

  it('a listener (Listen stream) on such a query ends with the same error', async () => {
    const q = admin.db.collection('posts').where('category', '==', 'tec').orderBy('n', 'desc');
    const error = await new Promise<{ code?: unknown; message: string }>((resolve, reject) => {
      const stop = q.onSnapshot(
        () => reject(new Error('the listener got a snapshot')),
        (e) => {
          stop();
          resolve(e as { code?: unknown; message: string });
        },
      );
    });
    // The admin SDK words a removed target as 'Error <code>: <message>'.
    expect(error.message).toMatch(/^Error 9: The query requires an index\./);
    expect(linkedIndex(error.message)).toBe('posts COLLECTION category:ASCENDING n:DESCENDING __name__:DESCENDING');
  });

  it('queries by document id and kindless scans need no index', async () => {
    const byId = await admin.db
      .collection('posts')
      .where(FieldPath.documentId(), 'in', [admin.db.doc('posts/p1'), admin.db.doc('posts/p3')])
      .get();
    expect(byId.size).toBe(2);
    expect((await getDocs(query(collection(withoutIndexes.lite('alice'), 'posts'), orderBy('n')))).size).toBe(4);
  });

  it('multiple range fields add production’s hint to the message', async () => {
    const error = await refusal(
      getDocs(CASES.find((c) => c.name.startsWith('ranges on two'))!.query(withoutIndexes.lite('alice'))),
    );
    expect(error.message).toMatch(
      / \.\nThe query contains range and inequality filters on multiple fields, please refer to the documentation for index selection best practices: https:\/\/cloud\.google\.com\/firestore\/docs\/query-data\/multiple-range-fields\.$/,
    );
  });

  it('without firestore.indexes.json every query runs (as in Google’s emulator)', async () => {
    for (const c of CASES) expect((await getDocs(c.query(plain.lite('alice')))).size, c.name).toBe(c.rows);
  });
});

describe('the message and its console link', () => {
  it('encodes a composite index as the link production printed for it', () => {
    // Printed by production for project fireemu-oracle-query, a query on `flt` fixing q and ordering by z.
    expect(
      missingCompositeMessage(
        'projects/fireemu-oracle-query/databases/(default)',
        'flt',
        'COLLECTION',
        [
          { path: ['q'], mode: 'ASCENDING' },
          { path: ['z'], mode: 'ASCENDING' },
          { path: ['__name__'], mode: 'ASCENDING' },
        ],
        1,
      ),
    ).toBe(
      'The query requires an index. You can create it here: https://console.firebase.google.com/v1/r/project/fireemu-oracle-query/firestore/indexes?create_composite=ClBwcm9qZWN0cy9maXJlZW11LW9yYWNsZS1xdWVyeS9kYXRhYmFzZXMvKGRlZmF1bHQpL2NvbGxlY3Rpb25Hcm91cHMvZmx0L2luZGV4ZXMvXxABGgUKAXEQARoFCgF6EAEaDAoIX19uYW1lX18QAQ',
    );
  });

  it('encodes a single-field index as the exemption link production printed for it', () => {
    // Printed by production for project nascar-pick-em: collectionGroup('members').where('userId', '==', ...).
    expect(
      missingSingleFieldMessage('projects/nascar-pick-em/databases/(default)', 'members', 'COLLECTION_GROUP', {
        path: ['userId'],
        mode: 'ASCENDING',
      }),
    ).toBe(
      'The query requires a COLLECTION_GROUP_ASC index for collection members and field userId. You can create it here: https://console.firebase.google.com/v1/r/project/nascar-pick-em/firestore/indexes?create_exemption=ClJwcm9qZWN0cy9uYXNjYXItcGljay1lbS9kYXRhYmFzZXMvKGRlZmF1bHQpL2NvbGxlY3Rpb25Hcm91cHMvbWVtYmVycy9maWVsZHMvdXNlcklkEAIaCgoGdXNlcklkEAE',
    );
  });
});

describe('firestore.indexes.json is checked as the deploy would', () => {
  it.each([
    [{ indexes: [{ collectionGroup: 'a', fields: [{ fieldPath: 'x', order: 'ASCENDING' }] }] }, 'at least two fields'],
    [
      {
        indexes: [
          {
            collectionGroup: 'a',
            fields: [
              { fieldPath: 'x', order: 'UP' },
              { fieldPath: 'y', order: 'ASCENDING' },
            ],
          },
        ],
      },
      'order "UP"',
    ],
    [
      {
        indexes: [
          {
            collectionGroup: 'a',
            queryScope: 'GROUP',
            fields: [
              { fieldPath: 'x', order: 'ASCENDING' },
              { fieldPath: 'y', order: 'ASCENDING' },
            ],
          },
        ],
      },
      'queryScope "GROUP"',
    ],
    [
      {
        fieldOverrides: [
          { collectionGroup: 'a', fieldPath: 'x', indexes: [{ order: 'ASCENDING', arrayConfig: 'CONTAINS' }] },
        ],
      },
      'exactly one of',
    ],
  ])('refuses %j', (config, problem) => {
    expect(() => parseIndexConfig(config)).toThrow(problem);
  });
});
