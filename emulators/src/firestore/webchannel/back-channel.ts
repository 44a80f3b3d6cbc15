// One back-channel request (GET ...&RID=rpc&TYPE=xmlhttp): the response the server writes its
// messages to. Streaming (CI=0) keeps it open and writes each chunk as it comes; long polling
// (CI=1, a buffering proxy detected or experimentalForceLongPolling) ends it after one chunk.
// Either way it ends after `holdMs` (the client opens the next one at once), and it tells its
// owner when it is over, whether the server ended it or the browser went away.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { corsHeaders } from '../http-util.js';
import { frameMessages } from './framing.js';

export class BackChannel {
  private over = false;
  private readonly hold: NodeJS.Timeout;

  constructor(
    req: IncomingMessage,
    private readonly res: ServerResponse,
    readonly longPoll: boolean,
    holdMs: number,
    private readonly onOver: (bc: BackChannel) => void,
    onHoldExpired: (bc: BackChannel) => void,
  ) {
    res.writeHead(200, {
      ...corsHeaders(req),
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache, no-store, max-age=0, must-revalidate',
      'X-Content-Type-Options': 'nosniff',
    });
    res.on('close', () => this.finish());
    this.hold = setTimeout(() => onHoldExpired(this), holdMs);
    this.hold.unref();
  }

  get isOver(): boolean {
    return this.over;
  }

  /** Writes messages (`[arrayId, payload]` JSON texts) as one chunk; a long poll ends with it. */
  write(messages: string[]): void {
    if (this.over || messages.length === 0) return;
    this.res.write(frameMessages(messages));
    if (this.longPoll) this.end();
  }

  end(): void {
    if (this.over) return;
    this.res.end();
    this.finish();
  }

  private finish(): void {
    if (this.over) return;
    this.over = true;
    clearTimeout(this.hold);
    this.onOver(this);
  }
}
