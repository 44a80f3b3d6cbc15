// The Write stream, whatever carries it (gRPC for the Node full SDK, WebChannel for the browser):
// a handshake answered with a stream id and token, then each request's writes committed atomically
// (rules checked as for a commit) and answered with their results.
import { randomBytes } from 'node:crypto';
import { isObject, type Json } from './codec.js';
import { asFirestoreError, invalidArgument } from './errors.js';
import * as rpc from './rpc.js';
import { Stream } from './streams.js';

const token = () => randomBytes(8).toString('base64');

/** The database of a write request that omits `database` (subsequent stream messages do). */
function firstName(req: Json): string {
  const w = Array.isArray(req.writes) ? (req.writes[0] as Json | undefined) : undefined;
  const name =
    w &&
    (isObject(w.update)
      ? w.update.name
      : (w.delete ?? w.verify ?? (isObject(w.transform) ? w.transform.document : undefined)));
  if (typeof name !== 'string') throw invalidArgument('Write request without a database.');
  return name.slice(0, name.indexOf('/documents/'));
}

export class WriteStream extends Stream {
  private readonly streamId = randomBytes(8).toString('hex');
  private handshakeDone = false;

  /** One WriteRequest; throws (a FirestoreError) when it fails: the stream then ends with that error. */
  receive(req: Json): void {
    if (this.closed) return;
    const started = performance.now();
    try {
      if (!this.handshakeDone) {
        this.handshakeDone = true;
        this.send({ streamId: this.streamId, streamToken: token() });
        if (!Array.isArray(req.writes) || req.writes.length === 0) return;
      }
      const database = String(req.database ?? '');
      const result = rpc.commit(
        { engine: this.engine, caller: this.caller, body: { writes: req.writes ?? [] }, wire: this.wire },
        database || rpc.databaseOf(firstName(req)),
      );
      this.send({ streamToken: token(), ...result });
      this.log('Write', this.caller, 'OK', started);
    } catch (err) {
      const e = asFirestoreError(err);
      this.log('Write', this.caller, `${e.status} ${e.message}`, started);
      throw err;
    }
  }
}
