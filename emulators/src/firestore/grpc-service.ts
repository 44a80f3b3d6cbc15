// The google.firestore.v1.Firestore gRPC service (firebase-admin's default transport), built from
// the protos shipped with @google-cloud/firestore and backed by the same RPC functions as REST.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { callerFromAuthorization, describeCaller, type Caller } from './auth.js';
import type { Json, WireOptions } from './codec.js';
import type { FirestoreEngine } from './engine.js';
import { asFirestoreError, GRPC_CODES } from './errors.js';
import { createListenHandler, createWriteHandler } from './grpc-streams.js';
import * as rpc from './rpc.js';
import type { OpenStreams } from './streams.js';

const WIRE: WireOptions = { flavor: 'proto' };

function protosDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@google-cloud/firestore/package.json')), 'build', 'protos');
}

let cachedDefinition: grpc.ServiceDefinition | null = null;

function firestoreServiceDefinition(): grpc.ServiceDefinition {
  if (cachedDefinition) return cachedDefinition;
  const def = protoLoader.loadSync('google/firestore/v1/firestore.proto', {
    includeDirs: [protosDir()],
    keepCase: false,
    longs: String,
    enums: String,
    bytes: String,
    defaults: false,
    oneofs: false,
  });
  const loaded = grpc.loadPackageDefinition(def) as unknown as {
    google: { firestore: { v1: { Firestore: { service: grpc.ServiceDefinition } } } };
  };
  cachedDefinition = loaded.google.firestore.v1.Firestore.service;
  return cachedDefinition;
}

interface Logging {
  verbose: boolean;
  log: (line: string) => void;
}

function callerOf(metadata: grpc.Metadata): Caller {
  const v = metadata.get('authorization')[0];
  return callerFromAuthorization(typeof v === 'string' ? v : v ? v.toString() : undefined);
}

const toGrpcError = (err: unknown) => {
  const e = asFirestoreError(err);
  return Object.assign(new Error(e.message), { code: GRPC_CODES[e.status], details: e.message });
};

type UnaryFn = (call: rpc.RpcCall) => Json;
type StreamFn = (call: rpc.RpcCall) => Json[];

export function createFirestoreGrpcServer(engine: FirestoreEngine, logging: Logging, open: OpenStreams): grpc.Server {
  const definition = firestoreServiceDefinition();
  const logLine = (method: string, caller: Caller | null, outcome: string, started: number) => {
    if (logging.verbose)
      logging.log(
        `[firestore] gRPC ${method} uid=${caller ? describeCaller(caller) : '-'} ${outcome} ${(performance.now() - started).toFixed(1)}ms`,
      );
  };

  const unary =
    (method: string, fn: UnaryFn): grpc.handleUnaryCall<Json, Json> =>
    (call, callback) => {
      const started = performance.now();
      let caller: Caller | null = null;
      try {
        caller = callerOf(call.metadata);
        const result = fn({ engine, caller, body: call.request, wire: WIRE });
        callback(null, result);
        logLine(method, caller, 'OK', started);
      } catch (err) {
        const e = toGrpcError(err);
        callback(e);
        logLine(method, caller, `${asFirestoreError(err).status} ${e.message}`, started);
      }
    };

  const stream =
    (method: string, fn: StreamFn): grpc.handleServerStreamingCall<Json, Json> =>
    (call) => {
      const started = performance.now();
      let caller: Caller | null = null;
      try {
        caller = callerOf(call.metadata);
        const messages = fn({ engine, caller, body: call.request, wire: WIRE });
        for (const m of messages) call.write(m);
        call.end();
        logLine(method, caller, 'OK', started);
      } catch (err) {
        const e = toGrpcError(err);
        // Headers first, then the error status: a trailers-only error makes google-gax's
        // retry-request retry any code (3 attempts with multi-second backoff).
        call.sendMetadata(new grpc.Metadata());
        call.emit('error', e);
        logLine(method, caller, `${asFirestoreError(err).status} ${e.message}`, started);
      }
    };

  const implemented: Record<string, grpc.UntypedHandleCall> = {
    BatchGetDocuments: stream('BatchGetDocuments', (c) => rpc.batchGet(c, String(c.body.database ?? ''))),
    RunQuery: stream('RunQuery', (c) => rpc.runQuery(c, String(c.body.parent ?? ''))),
    RunAggregationQuery: stream('RunAggregationQuery', (c) => rpc.runAggregationQuery(c, String(c.body.parent ?? ''))),
    Commit: unary('Commit', (c) => rpc.commit(c, String(c.body.database ?? ''))),
    BatchWrite: unary('BatchWrite', (c) => rpc.batchWrite(c, String(c.body.database ?? ''))),
    BeginTransaction: unary('BeginTransaction', (c) => rpc.beginTransaction(c)),
    Rollback: unary('Rollback', (c) => rpc.rollback(c)),
    ListCollectionIds: unary('ListCollectionIds', (c) => rpc.listCollectionIds(c, String(c.body.parent ?? ''))),
    ListDocuments: unary('ListDocuments', (c) =>
      rpc.listDocuments(c, String(c.body.parent ?? ''), String(c.body.collectionId ?? '')),
    ),
    GetDocument: unary('GetDocument', (c) => rpc.getDocument(c, String(c.body.name ?? ''))),
    Listen: createListenHandler(engine, logLine, open) as grpc.UntypedHandleCall,
    Write: createWriteHandler(engine, logLine, open) as grpc.UntypedHandleCall,
  };

  const handlers: grpc.UntypedServiceImplementation = {};
  for (const [key, method] of Object.entries(definition)) {
    const name = method.originalName ?? key;
    const impl = implemented[key] ?? implemented[name[0].toUpperCase() + name.slice(1)];
    if (impl) {
      handlers[key] = impl;
      continue;
    }
    const unimplemented = { code: grpc.status.UNIMPLEMENTED, details: `${key} is not supported by this emulator` };
    if (method.requestStream || method.responseStream)
      handlers[key] = ((call: { emit: (e: string, v: unknown) => void }) =>
        call.emit('error', unimplemented)) as grpc.UntypedHandleCall;
    else
      handlers[key] = ((_call: unknown, cb: grpc.sendUnaryData<unknown>) =>
        cb(unimplemented)) as grpc.UntypedHandleCall;
  }
  // Batches of 500 writes of up to 1 MiB each exceed grpc-js's 4 MB default.
  const server = new grpc.Server({ 'grpc.max_receive_message_length': -1, 'grpc.max_send_message_length': -1 });
  server.addService(definition, handlers);
  return server;
}
