// End to end: our Storage and Firestore emulators deliver events to the real firebase-tools
// Functions emulator, which runs the fixture codebase (firebase-functions v2); each function
// leaves a trace (a Storage object or a Firestore document) that we read back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, deleteObject, getStorage, ref, updateMetadata, uploadBytes } from 'firebase/storage';
import { startStorageEmulator } from '../../src/storage/index.js';
import { startFirestoreEmulator } from '../../src/firestore/index.js';
import { connectFirestoreEvents, type FirestoreEventsConnection } from '../../src/events/index.js';
import type { RunningFirestoreEmulator, RunningStorageEmulator } from '../../src/shared/servers.js';
import type { Value } from '../../src/shared/value.js';
import { freePorts, startFunctionsEmulator, waitFor, type FunctionsEmulatorProcess } from './firebase-tools-harness.js';

const PROJECT_ID = 'demo-events';
const BUCKET = `${PROJECT_ID}.appspot.com`;
const DOCS = `projects/${PROJECT_ID}/databases/(default)/documents`;

let firestore: RunningFirestoreEmulator;
let storage: RunningStorageEmulator;
let events: FirestoreEventsConnection;
let functions: FunctionsEmulatorProcess;
let app: FirebaseApp;
const logs: string[] = [];

beforeAll(async () => {
  const [FUNCTIONS_PORT] = await freePorts(1);
  firestore = await startFirestoreEmulator({ port: 0, projectId: PROJECT_ID, log: () => {} });
  storage = await startStorageEmulator({
    port: 0,
    projectId: PROJECT_ID,
    firestore,
    functionsEmulator: { host: '127.0.0.1', port: FUNCTIONS_PORT },
    log: (line) => logs.push(line),
  });
  events = connectFirestoreEvents(firestore, {
    functionsHost: '127.0.0.1',
    functionsPort: FUNCTIONS_PORT,
    projectId: PROJECT_ID,
    log: (line) => logs.push(line),
  });
  functions = await startFunctionsEmulator(PROJECT_ID, FUNCTIONS_PORT, {
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${firestore.port}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${storage.port}`,
    STORAGE_EMULATOR_HOST: `http://127.0.0.1:${storage.port}`,
  });
  app = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET, apiKey: 'fake' }, 'events-e2e');
}, 120_000);

afterAll(async () => {
  if (app) await deleteApp(app);
  await functions?.stop();
  events?.close();
  await storage?.close();
  await firestore?.close();
}, 60_000);

async function readStorageTrace(path: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(
    `http://127.0.0.1:${storage.port}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media`,
    {
      headers: { Authorization: 'Firebase owner' },
    },
  );
  return response.status === 200 ? ((await response.json()) as Record<string, unknown>) : null;
}

/** Firestore value → plain JS (enough for the trace documents). */
function plain(value: Value | undefined): unknown {
  if (!value) return undefined;
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('stringValue' in value) return value.stringValue;
  if ('timestampValue' in value) return value.timestampValue;
  if ('mapValue' in value)
    return Object.fromEntries(Object.entries(value.mapValue.fields).map(([k, v]) => [k, plain(v)]));
  if ('arrayValue' in value) return value.arrayValue.values.map(plain);
  return value;
}

function firestoreTrace(id: string): Record<string, unknown> | null {
  const doc = firestore.getDocument(`${DOCS}/traces/${id}`);
  return doc ? (plain({ mapValue: { fields: doc.fields } }) as Record<string, unknown>) : null;
}

async function commit(writes: unknown[]): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${firestore.port}/v1/${DOCS}:commit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ writes }),
  });
  expect(response.status).toBe(200);
}

describe('events to the firebase-tools Functions emulator', () => {
  it('an upload runs onObjectFinalized; metadata update and delete run their functions', async () => {
    const webStorage = getStorage(app, `gs://${BUCKET}`);
    connectStorageEmulator(webStorage, '127.0.0.1', storage.port, { mockUserToken: { sub: 'alice' } });
    const fileRef = ref(webStorage, 'photos/cat.png');
    await uploadBytes(fileRef, new Uint8Array(1234).fill(7), {
      contentType: 'image/png',
      customMetadata: { article: 'a1' },
    });

    const finalized = await waitFor(
      'the finalized trace',
      () => readStorageTrace('traces/finalized/photos/cat.png.json'),
      60_000,
    );
    expect(finalized).toMatchObject({
      kind: 'finalized',
      name: 'photos/cat.png',
      bucket: BUCKET,
      contentType: 'image/png',
      metadata: { article: 'a1' },
    });
    expect(Number(finalized.size)).toBe(1234);

    await updateMetadata(fileRef, { customMetadata: { article: 'a2' } });
    const updated = await waitFor('the metadataUpdated trace', () =>
      readStorageTrace('traces/metadataUpdated/photos/cat.png.json'),
    );
    expect(updated).toMatchObject({ kind: 'metadataUpdated', metadata: { article: 'a2' } });

    await deleteObject(fileRef);
    const deleted = await waitFor('the deleted trace', () => readStorageTrace('traces/deleted/photos/cat.png.json'));
    expect(deleted).toMatchObject({ kind: 'deleted', name: 'photos/cat.png' });
  }, 90_000);

  it('Firestore writes run onDocumentCreated/Updated/Deleted/Written with before/after data and params', async () => {
    const item = `${DOCS}/items/i1`;
    await commit([
      {
        update: { name: item, fields: { title: { stringValue: 'Primeiro' }, views: { integerValue: '1' } } },
        currentDocument: { exists: false },
      },
    ]);
    const created = await waitFor('the created trace', () => firestoreTrace('created-i1'), 60_000);
    expect(created).toEqual({ params: { itemId: 'i1' }, after: { title: 'Primeiro', views: 1 } });

    await commit([
      { update: { name: item, fields: { views: { integerValue: '2' } } }, updateMask: { fieldPaths: ['views'] } },
    ]);
    const updated = await waitFor('the updated trace', () => firestoreTrace('updated-i1'));
    expect(updated).toEqual({
      params: { itemId: 'i1' },
      before: { title: 'Primeiro', views: 1 },
      after: { title: 'Primeiro', views: 2 },
    });

    await commit([{ update: { name: `${item}/comments/c9`, fields: { text: { stringValue: 'Olá' } } } }]);
    const written = await waitFor('the written trace', () => firestoreTrace('written-i1-c9'));
    expect(written).toEqual({
      params: { itemId: 'i1', commentId: 'c9' },
      document: 'items/i1/comments/c9',
      before: null,
      after: { text: 'Olá' },
    });

    // A non-ASCII document id cannot ride in a ce-document header: it is sent as a JSON CloudEvent.
    await commit([
      {
        update: {
          name: `${DOCS}/items/ação-1`,
          fields: { when: { timestampValue: '2025-01-02T03:04:05.123456789Z' } },
        },
      },
    ]);
    const unicode = await waitFor('the created trace of ação-1', () => firestoreTrace('created-ação-1'));
    expect(unicode.params).toEqual({ itemId: 'ação-1' });
    expect(unicode.after).toEqual({ when: { seconds: Date.UTC(2025, 0, 2, 3, 4, 5) / 1000, nanos: 123456000 } }); // Firestore keeps microseconds

    await commit([{ delete: item }]);
    const deleted = await waitFor('the deleted trace', () => firestoreTrace('deleted-i1'));
    expect(deleted).toEqual({ params: { itemId: 'i1' }, before: { title: 'Primeiro', views: 2 } });
    // The subcollection write did not fire the items/{itemId} triggers.
    expect(firestoreTrace('created-c9')).toBeNull();
    expect((await events.triggers()).map((t) => t.eventType).sort()).toEqual([
      'google.cloud.firestore.document.v1.created',
      'google.cloud.firestore.document.v1.deleted',
      'google.cloud.firestore.document.v1.updated',
      'google.cloud.firestore.document.v1.written',
    ]);
  }, 90_000);
});
