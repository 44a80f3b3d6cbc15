// The bidirectional gRPC streams of the Node SDKs: Listen (firebase-admin onSnapshot, the compat
// SDK's reads) and Write (the compat SDK's writes), carried to the transport-neutral ListenStream
// and WriteStream.
import * as grpc from '@grpc/grpc-js';
import { callerFromAuthorization, type Caller } from './auth.js';
import type { Json, WireOptions } from './codec.js';
import type { FirestoreEngine } from './engine.js';
import { asFirestoreError, GRPC_CODES } from './errors.js';
import { ListenStream } from './listen-stream.js';
import type { OpenStreams, Stream, StreamKind, StreamLog } from './streams.js';
import { WriteStream } from './write-stream.js';

const WIRE: WireOptions = { flavor: 'proto' };

type Call = grpc.ServerDuplexStream<Json, Json>;
function callerOf(call: Call): Caller {
  const v = call.metadata.get('authorization')[0];
  return callerFromAuthorization(typeof v === 'string' ? v : v ? v.toString() : undefined);
}

function fail(call: Call, err: unknown): void {
  const e = asFirestoreError(err);
  call.emit('error', { code: GRPC_CODES[e.status], details: e.message });
}

function bidi(Kind: StreamKind, engine: FirestoreEngine, log: StreamLog, open: OpenStreams) {
  return (call: Call) => {
    let stream: Stream;
    try {
      stream = new Kind(engine, callerOf(call), WIRE, (m) => call.write(m), log, open);
    } catch (err) {
      fail(call, err);
      return;
    }
    call.on('data', (req: Json) => {
      try {
        stream.receive(req);
      } catch (err) {
        stream.close();
        fail(call, err);
      }
    });
    call.on('end', () => {
      stream.close();
      call.end();
    });
    call.on('cancelled', () => stream.close());
    call.on('error', () => stream.close());
  };
}

export const createListenHandler = (engine: FirestoreEngine, log: StreamLog, open: OpenStreams) =>
  bidi(ListenStream, engine, log, open);

export const createWriteHandler = (engine: FirestoreEngine, log: StreamLog, open: OpenStreams) =>
  bidi(WriteStream, engine, log, open);
