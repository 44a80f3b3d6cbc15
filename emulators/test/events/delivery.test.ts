// Delivery mechanics without firebase-tools: failures never affect writes, the eventarcTrigger
// registration route, and the exact CloudEvent a registered trigger receives.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFirestoreEmulator } from '../../src/firestore/index.js';
import { startStorageEmulator } from '../../src/storage/index.js';
import { connectFirestoreEvents, createStorageEventPublisher } from '../../src/events/index.js';
import type { RunningFirestoreEmulator } from '../../src/shared/servers.js';
import { freePorts, waitFor } from './firebase-tools-harness.js';
import { DocumentEventData } from './functions-protos.js';

const PROJECT_ID = 'demo-delivery';
const DOCS = `projects/${PROJECT_ID}/databases/(default)/documents`;

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** Records requests, like a Functions emulator that accepts everything (once `gate` opens). */
async function recorder(
  gate: Promise<void> = Promise.resolve(),
): Promise<{ server: Server; port: number; received: Received[]; maxConcurrent: () => number }> {
  const received: Received[] = [];
  let open = 0;
  let maxOpen = 0;
  const server = createServer((req, res) => {
    open++;
    maxOpen = Math.max(maxOpen, open);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      void gate.then(() => {
        open--;
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"status":"acknowledged"}');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, received, maxConcurrent: () => maxOpen };
}

let firestore: RunningFirestoreEmulator;
const closers: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  firestore = await startFirestoreEmulator({ port: 0, projectId: PROJECT_ID, log: () => {} });
});
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});
afterAll(async () => {
  await firestore.close();
});

async function commit(writes: unknown[]): Promise<Response> {
  return fetch(`http://127.0.0.1:${firestore.port}/v1/${DOCS}:commit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ writes }),
  });
}

describe('event delivery', () => {
  it('a dead Functions emulator is logged and does not affect Storage writes', async () => {
    const [deadPort] = await freePorts(1);
    const logs: string[] = [];
    const storage = await startStorageEmulator({
      port: 0,
      projectId: PROJECT_ID,
      functionsEmulator: { host: '127.0.0.1', port: deadPort },
      log: (l) => logs.push(l),
    });
    closers.push(() => storage.close());
    const upload = await fetch(`http://127.0.0.1:${storage.port}/v0/b/b1/o?name=x.txt`, { method: 'POST', body: 'x' });
    expect(upload.status).toBe(200);
    const publisher = createStorageEventPublisher({
      functionsHost: '127.0.0.1',
      functionsPort: deadPort,
      projectId: PROJECT_ID,
      log: (l) => logs.push(l),
    });
    publisher.publish('finalized', { bucket: 'b1', name: 'y.txt' });
    await publisher.idle();
    expect(logs.some((l) => /failed to deliver finalized event for gs:\/\/b1\/y\.txt: .*ECONNREFUSED/.test(l))).toBe(
      true,
    );
    expect((await fetch(`http://127.0.0.1:${storage.port}/v0/b/b1/o/x.txt?alt=media`)).status).toBe(200);
  });

  it('a dead Functions emulator is logged and does not affect Firestore commits', async () => {
    const [deadPort] = await freePorts(1);
    const logs: string[] = [];
    const events = connectFirestoreEvents(firestore, {
      functionsHost: '127.0.0.1',
      functionsPort: deadPort,
      projectId: PROJECT_ID,
      log: (l) => logs.push(l),
    });
    closers.push(() => events.close());
    expect(
      (await commit([{ update: { name: `${DOCS}/things/t1`, fields: { a: { integerValue: '1' } } } }])).status,
    ).toBe(200);
    await events.idle();
    expect(firestore.getDocument(`${DOCS}/things/t1`)).not.toBeNull();
    expect(logs.some((l) => /cannot list functions .*ECONNREFUSED/.test(l))).toBe(true);
  });

  it('storage events reach the multicast route as a CloudEvent and a legacy event', async () => {
    const functions = await recorder();
    closers.push(() => new Promise<void>((r) => functions.server.close(() => r())));
    const storage = await startStorageEmulator({
      port: 0,
      projectId: PROJECT_ID,
      functionsEmulator: { host: '127.0.0.1', port: functions.port },
      log: () => {},
    });
    closers.push(() => storage.close());
    await fetch(`http://127.0.0.1:${storage.port}/v0/b/bkt/o?name=${encodeURIComponent('a/b.txt')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    await fetch(`http://127.0.0.1:${storage.port}/v0/b/bkt/o/a%2Fb.txt`, {
      method: 'PATCH',
      body: '{"metadata":{"k":"v"}}',
    });
    await fetch(`http://127.0.0.1:${storage.port}/v0/b/bkt/o?name=${encodeURIComponent('a/b.txt')}`, {
      method: 'POST',
      body: 'again',
    });
    await fetch(`http://127.0.0.1:${storage.port}/v0/b/bkt/o/a%2Fb.txt`, { method: 'DELETE' });
    await storage.close();
    closers.pop();
    expect(functions.received.map((r) => r.url)).toEqual(
      Array(10).fill(`/functions/projects/${PROJECT_ID}/trigger_multicast`),
    );
    const all = functions.received.map((r) => ({
      type: r.headers['content-type'],
      body: JSON.parse(r.body.toString()),
    }));
    const cloudEvents = all.filter((e) => String(e.type).startsWith('application/cloudevents+json'));
    // Overwriting deletes the previous generation (as GCS reports it), then finalizes the new one.
    const first = cloudEvents[0].body.data.generation;
    const second = cloudEvents[3].body.data.generation;
    expect(cloudEvents.map((e) => `${e.body.type.split('.').pop()}:${e.body.data.generation}`)).toEqual([
      `finalized:${first}`,
      `metadataUpdated:${first}`,
      `deleted:${first}`,
      `finalized:${second}`,
      `deleted:${second}`,
    ]);
    expect(second).not.toBe(first);
    expect(cloudEvents[1].body.data.metadata).toEqual({ k: 'v', firebaseStorageDownloadTokens: expect.any(String) });
    const [cloudEvent, legacy] = all;
    const deleted = cloudEvents[4];
    expect(cloudEvent.type).toMatch(/^application\/cloudevents\+json/);
    expect(cloudEvent.body).toMatchObject({
      specversion: '1.0',
      type: 'google.cloud.storage.object.v1.finalized',
      source: '//storage.googleapis.com/projects/_/buckets/bkt/objects/a/b.txt',
      data: { bucket: 'bkt', name: 'a/b.txt', size: '5', contentType: 'text/plain', metageneration: '1' },
    });
    expect(legacy.body).toMatchObject({
      eventType: 'google.storage.object.finalize',
      data: { bucket: 'bkt', name: 'a/b.txt' },
    });
    expect(deleted.body.type).toBe('google.cloud.storage.object.v1.deleted');
  });

  it('registered triggers (eventarcTrigger route) get binary CloudEvents with protobuf data', async () => {
    const functions = await recorder();
    closers.push(() => new Promise<void>((r) => functions.server.close(() => r())));
    const events = connectFirestoreEvents(firestore, {
      functionsHost: '127.0.0.1',
      functionsPort: functions.port,
      projectId: PROJECT_ID,
      discover: false,
      log: () => {},
    });
    closers.push(() => events.close());
    const register = (key: string, eventType: string, document: string) =>
      fetch(
        `http://127.0.0.1:${firestore.port}/emulator/v1/projects/${PROJECT_ID}/eventarcTrigger?eventarcTriggerId=${key}`,
        {
          method: 'POST',
          body: JSON.stringify({
            eventType,
            database: '(default)',
            namespace: '(default)',
            document: { value: document, matchType: 'PATH_PATTERN' },
          }),
        },
      );
    expect(
      (await register('us-central1-onPost-0', 'google.cloud.firestore.document.v1.updated', 'posts/{postId}')).status,
    ).toBe(200);
    expect((await register('bad', 'google.cloud.storage.object.v1.finalized', 'x/{y}')).status).toBe(400);
    expect((await events.triggers()).map((t) => t.key)).toEqual(['us-central1-onPost-0']);

    await commit([{ update: { name: `${DOCS}/posts/p1`, fields: { n: { integerValue: '1' } } } }]); // create: not an update
    await commit([{ update: { name: `${DOCS}/posts/p1`, fields: { n: { integerValue: '2' } } } }]);
    await commit([{ update: { name: `${DOCS}/other/p1`, fields: { n: { integerValue: '2' } } } }]);
    await events.idle();
    expect(functions.received).toHaveLength(1);
    const [delivery] = functions.received;
    expect(delivery.url).toBe(`/functions/projects/${PROJECT_ID}/triggers/us-central1-onPost-0`);
    expect(delivery.headers).toMatchObject({
      'content-type': 'application/protobuf',
      'ce-type': 'google.cloud.firestore.document.v1.updated',
      'ce-specversion': '1.0',
      'ce-project': PROJECT_ID,
      'ce-database': '(default)',
      'ce-document': 'posts/p1',
      'ce-subject': 'documents/posts/p1',
    });
    expect(delivery.headers['ce-time']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z$/);
    const data = DocumentEventData.toObject(DocumentEventData.decode(Buffer.from(delivery.body.toString(), 'base64')), {
      longs: String,
    });
    expect(data.oldValue.fields.n.integerValue).toBe('1');
    expect(data.value.fields.n.integerValue).toBe('2');
    expect(data.updateMask.fieldPaths).toEqual(['n']);
  });

  it('slow functions do not block commits, and at most 4 invocations run at once', async () => {
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const functions = await recorder(gate);
    closers.push(() => new Promise<void>((r) => functions.server.close(() => r())));
    const events = connectFirestoreEvents(firestore, {
      functionsHost: '127.0.0.1',
      functionsPort: functions.port,
      projectId: PROJECT_ID,
      discover: false,
      log: () => {},
    });
    closers.push(() => events.close());
    await fetch(
      `http://127.0.0.1:${firestore.port}/emulator/v1/projects/${PROJECT_ID}/eventarcTrigger?eventarcTriggerId=us-central1-onLog-0`,
      {
        method: 'POST',
        body: JSON.stringify({
          eventType: 'google.cloud.firestore.document.v1.written',
          database: '(default)',
          namespace: '(default)',
          document: { value: 'logs/{id}', matchType: 'PATH_PATTERN' },
        }),
      },
    );
    for (let i = 0; i < 10; i++) {
      expect(
        (await commit([{ update: { name: `${DOCS}/logs/l${i}`, fields: { i: { integerValue: String(i) } } } }])).status,
      ).toBe(200);
    }
    // Every commit returned while no function invocation had been answered yet.
    await waitFor('4 invocations in flight', () => (functions.received.length === 4 ? true : undefined), 5000);
    await new Promise((r) => setTimeout(r, 100));
    expect(functions.received).toHaveLength(4);
    openGate();
    await events.idle();
    // Separate connections may arrive in any order; each change is delivered exactly once.
    expect(functions.received.map((r) => String(r.headers['ce-document'])).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `logs/l${i}`).sort(),
    );
    expect(functions.maxConcurrent()).toBe(4);
  });

  it('non-ASCII document paths are delivered as structured JSON CloudEvents', async () => {
    const functions = await recorder();
    closers.push(() => new Promise<void>((r) => functions.server.close(() => r())));
    const events = connectFirestoreEvents(firestore, {
      functionsHost: '127.0.0.1',
      functionsPort: functions.port,
      projectId: PROJECT_ID,
      discover: false,
      log: () => {},
    });
    closers.push(() => events.close());
    await fetch(
      `http://127.0.0.1:${firestore.port}/emulator/v1/projects/${PROJECT_ID}/eventarcTrigger?eventarcTriggerId=us-central1-onName-0`,
      {
        method: 'POST',
        body: JSON.stringify({
          eventType: 'google.cloud.firestore.document.v1.written',
          database: '(default)',
          namespace: '(default)',
          document: { value: 'nomes/{id}', matchType: 'PATH_PATTERN' },
        }),
      },
    );
    await commit([
      { update: { name: `${DOCS}/nomes/joão`, fields: { n: { integerValue: '7' }, b: { bytesValue: 'AQI=' } } } },
    ]);
    await events.idle();
    expect(functions.received).toHaveLength(1);
    expect(functions.received[0].headers['content-type']).toMatch(/^application\/cloudevents\+json/);
    const event = JSON.parse(functions.received[0].body.toString('utf8'));
    expect(event).toMatchObject({
      specversion: '1.0',
      type: 'google.cloud.firestore.document.v1.written',
      document: 'nomes/joão',
      subject: 'documents/nomes/joão',
      datacontenttype: 'application/json',
      data: { value: { name: `${DOCS}/nomes/joão`, fields: { n: { integerValue: '7' }, b: { bytesValue: 'AQI=' } } } },
    });
    expect(event.data.oldValue).toBeUndefined();
  });
});
