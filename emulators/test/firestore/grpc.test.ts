// The gRPC surface with a plain @grpc/grpc-js client (same port as REST): GetDocument,
// ListDocuments, auth metadata under rules, unimplemented methods; and addRoute on the REST side.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT, ROOT, startHarness, w, type Harness } from './harness.js';

type UnaryMethod = (req: unknown, metadata: grpc.Metadata, callback: (err: unknown, res: unknown) => void) => void;
type Client = grpc.Client & Record<string, UnaryMethod>;
let h: Harness;
let client: Client;

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /pub/{id} { allow read: if true; }
    match /priv/{id} { allow read: if request.auth.uid == id; }
  }
}`;

beforeAll(async () => {
  h = await startHarness();
  const r = await h.raw(
    'PUT',
    `/emulator/v1/projects/${PROJECT}:securityRules`,
    JSON.stringify({ rules: { files: [{ content: RULES }] } }),
  );
  expect(r.status).toBe(200);
  await h.seed({ 'pub/a': { v: w.int(1) }, 'pub/b': { v: w.int(2) }, 'priv/alice': { secret: w.str('s') } });
  const protos = join(
    dirname(createRequire(import.meta.url).resolve('@google-cloud/firestore/package.json')),
    'build',
    'protos',
  );
  const def = protoLoader.loadSync('google/firestore/v1/firestore.proto', {
    includeDirs: [protos],
    longs: String,
    enums: String,
    defaults: false,
  });
  const pkg = grpc.loadPackageDefinition(def) as unknown as {
    google: { firestore: { v1: { Firestore: new (addr: string, creds: grpc.ChannelCredentials) => Client } } };
  };
  client = new pkg.google.firestore.v1.Firestore(`127.0.0.1:${h.emulator.port}`, grpc.credentials.createInsecure());
});

afterAll(async () => {
  client.close();
  await h.close();
});

const token = (uid: string) =>
  `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: uid })).toString('base64url')}.`;
const meta = (auth?: string) => {
  const m = new grpc.Metadata();
  if (auth) m.set('authorization', auth);
  return m;
};
const unary = (method: string, req: unknown, auth?: string) =>
  new Promise<any>((resolve, reject) =>
    client[method].call(client, req, meta(auth), (err, res) => (err ? reject(err) : resolve(res))),
  );

describe('gRPC on the REST port', () => {
  it('GetDocument returns the document with proto timestamps', async () => {
    const d = await unary('GetDocument', { name: `${ROOT}/pub/a` }, 'Bearer owner');
    expect(d.fields.v).toMatchObject({ integerValue: '1' });
    expect(typeof d.updateTime.seconds).toBe('string');
  });
  it('GetDocument of a missing document → NOT_FOUND (5)', async () => {
    await expect(unary('GetDocument', { name: `${ROOT}/pub/zzz` }, 'Bearer owner')).rejects.toMatchObject({ code: 5 });
  });
  it('a user token in metadata is subject to rules → PERMISSION_DENIED (7) naming the rule', async () => {
    await expect(unary('GetDocument', { name: `${ROOT}/priv/alice` }, `Bearer ${token('bob')}`)).rejects.toMatchObject({
      code: 7,
      details: expect.stringMatching(/get.*L\d+/),
    });
    const ok = await unary('GetDocument', { name: `${ROOT}/priv/alice` }, `Bearer ${token('alice')}`);
    expect(ok.fields.secret.stringValue).toBe('s');
  });
  it('no authorization metadata = unauthenticated', async () => {
    await expect(unary('GetDocument', { name: `${ROOT}/priv/alice` })).rejects.toMatchObject({ code: 7 });
  });
  it('ListDocuments with pagination', async () => {
    const first = await unary('ListDocuments', { parent: ROOT, collectionId: 'pub', pageSize: 1 }, 'Bearer owner');
    expect(first.documents.map((d: { name: string }) => d.name)).toEqual([`${ROOT}/pub/a`]);
    const second = await unary(
      'ListDocuments',
      { parent: ROOT, collectionId: 'pub', pageSize: 1, pageToken: first.nextPageToken },
      'Bearer owner',
    );
    expect(second.documents.map((d: { name: string }) => d.name)).toEqual([`${ROOT}/pub/b`]);
  });
  it('methods the emulator does not serve answer UNIMPLEMENTED (12)', async () => {
    await expect(unary('PartitionQuery', { parent: ROOT }, 'Bearer owner')).rejects.toMatchObject({ code: 12 });
  });
});

describe('addRoute', () => {
  it('serves extra control endpoints on the same port', async () => {
    h.emulator.addRoute('POST', /^\/custom\/(\w+)$/, (_req, res, match, body) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ id: match[1], got: body.toString() }));
    });
    const r = await h.raw('POST', '/custom/abc', 'hello');
    expect(JSON.parse(r.text)).toEqual({ id: 'abc', got: 'hello' });
  });
});
