// One WebChannel session (SID): the Listen or Write stream it carries, the messages for the client
// numbered by array id (kept until the client acknowledges them with AID, so a back channel that
// died mid-way is replayed on the next one), the forward messages already seen (by sequence
// number), and its expiry when no back channel has been attached for `idleMs` (a closed tab or a
// vanished browser never sends `terminate`).
import { randomBytes } from 'node:crypto';
import type { Json } from '../codec.js';
import { asFirestoreError, HTTP_STATUS } from '../errors.js';
import type { Send } from '../streams.js';
import type { BackChannel } from './back-channel.js';
import { frame } from './framing.js';

export interface StreamEnd {
  receive(req: Json): void;
  close(): void;
}

/** WebChannel protocol version the session negotiates (the closure client's default). */
const VERSION = 8;

export class WebChannelSession {
  readonly id = randomBytes(12).toString('base64url');
  private stream: StreamEnd | null = null;
  private nextArrayId = 1; // 0 is the handshake's "c" message
  private readonly outbox: { id: number; json: string }[] = [];
  /** Highest array id written to the current back channel (or acknowledged by the client). */
  private written = 0;
  private backChannel: BackChannel | null = null;
  private nextSeq = 0;
  private idle: NodeJS.Timeout | null = null;
  private flushQueued = false;
  private closed = false;

  constructor(
    openStream: (send: Send) => StreamEnd,
    private readonly idleMs: number,
    private readonly onClose: (session: WebChannelSession, reason: string) => void,
  ) {
    try {
      this.stream = openStream((message) => this.push([message]));
    } catch (err) {
      this.fail(err);
    }
    this.startIdle();
  }

  /** The handshake response: the "c" message with the session id and the negotiated version. */
  handshake(): string {
    return frame(JSON.stringify([[0, ['c', this.id, null, VERSION]]]));
  }

  /** Forward messages numbered from `seq`; numbers already seen (a retried POST) are skipped. */
  receive(seq: number, maps: Json[]): void {
    this.touch();
    maps.forEach((map, i) => {
      if (seq + i < this.nextSeq) return;
      this.nextSeq = seq + i + 1;
      if (!this.stream) return;
      try {
        this.stream.receive(map);
      } catch (err) {
        this.fail(err);
      }
    });
  }

  /** The forward-channel acknowledgement: [back channel attached, last array id, bytes not yet sent]. */
  forwardAck(): string {
    this.flush();
    return frame(JSON.stringify([this.backChannel ? 1 : 0, this.nextArrayId - 1, 0]));
  }

  /** The client has every message up to `aid`. */
  acknowledge(aid: number): void {
    if (!Number.isInteger(aid)) return;
    while (this.outbox.length && this.outbox[0].id <= aid) this.outbox.shift();
  }

  attach(bc: BackChannel, aid: number): void {
    const acked = Number.isInteger(aid) ? aid : 0;
    this.acknowledge(acked);
    const previous = this.backChannel;
    this.backChannel = bc;
    previous?.end();
    this.clearIdle();
    this.written = acked;
    if (this.outbox.some((m) => m.id > acked)) this.flush();
    // A streaming client takes silence as a buffering proxy and falls back to long polling.
    else if (!bc.longPoll) this.push(['noop'], true);
  }

  /** The back channel ended (by the server or because the browser went away). */
  detach(bc: BackChannel): void {
    if (this.backChannel !== bc) return;
    this.backChannel = null;
    this.startIdle();
  }

  /** A back channel held long enough: a long poll answers with a no-op, a stream just ends. */
  holdExpired(bc: BackChannel): void {
    if (bc.longPoll && bc === this.backChannel) this.push(['noop'], true);
    else bc.end();
  }

  close(reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.stream?.close();
    this.stream = null;
    this.clearIdle();
    const bc = this.backChannel;
    this.backChannel = null;
    bc?.end();
    this.outbox.length = 0;
    this.onClose(this, reason);
  }

  private push(payload: unknown[], now = false): void {
    if (this.closed) return;
    const id = this.nextArrayId++;
    this.outbox.push({ id, json: JSON.stringify([id, payload]) });
    if (now) this.flush();
    // Messages produced together (a commit's changes and its snapshot) go out as one chunk.
    else if (!this.flushQueued) {
      this.flushQueued = true;
      queueMicrotask(() => this.flush());
    }
  }

  private flush(): void {
    this.flushQueued = false;
    const bc = this.backChannel;
    if (!bc || bc.isOver) return;
    const pending = this.outbox.filter((m) => m.id > this.written);
    if (pending.length === 0) return;
    this.written = pending[pending.length - 1].id;
    bc.write(pending.map((m) => m.json));
  }

  /** Ends the stream with an error message the SDK maps to its code (then it closes the channel). */
  private fail(err: unknown): void {
    const e = asFirestoreError(err);
    this.push([{ error: { code: HTTP_STATUS[e.status], message: e.message, status: e.status } }]);
    this.stream?.close();
    this.stream = null;
  }

  private touch(): void {
    if (!this.backChannel) this.startIdle();
  }

  private startIdle(): void {
    this.clearIdle();
    this.idle = setTimeout(() => this.close('idle'), this.idleMs);
    this.idle.unref();
  }

  private clearIdle(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
  }
}
