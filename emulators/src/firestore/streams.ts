// What the Listen and Write streams share, and what they need from the transports that carry them
// (gRPC, WebChannel): a way to send, a log, and the set of open streams they join while open.
import type { Caller } from './auth.js';
import type { Json, WireOptions } from './codec.js';
import type { FirestoreEngine } from './engine.js';

/** Sends one response message on the stream. */
export type Send = (message: Json) => void;

/** Logs one stream operation: (method, caller, outcome, start time from performance.now()). */
export type StreamLog = (method: string, caller: Caller | null, outcome: string, started: number) => void;

/** The streams open right now, on every transport (a closed client must leave none behind). */
export type OpenStreams = Set<{ close(): void }>;

export abstract class Stream {
  protected closed = false;

  constructor(
    protected readonly engine: FirestoreEngine,
    protected readonly caller: Caller,
    protected readonly wire: WireOptions,
    protected readonly send: Send,
    protected readonly log: StreamLog,
    private readonly open: OpenStreams,
  ) {
    open.add(this);
  }

  /** One request message; throws (a FirestoreError) when the stream must end with that error. */
  abstract receive(req: Json): void;

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.open.delete(this);
    this.closing();
  }

  /** Releases what the stream holds (subscriptions, state). */
  protected closing(): void {}
}

export type StreamKind = new (...args: ConstructorParameters<typeof Stream>) => Stream;
