// Fire-and-forget HTTP delivery to the Functions emulator. Deliveries run in order on one chain so
// events for the same object/document arrive in commit order; a failure is logged, never thrown.
import { request } from 'node:http';

export interface DeliveryTarget {
  host: string;
  port: number;
}

export interface HttpReply {
  status: number;
  body: string;
}

export type Log = (line: string) => void;

export function httpRequest(
  target: DeliveryTarget,
  method: string,
  path: string,
  body?: string | Buffer,
  headers: Record<string, string> = {},
  timeoutMs = 10_000,
): Promise<HttpReply> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
    const req = request(
      {
        host: target.host,
        port: target.port,
        method,
        path,
        headers: payload ? { ...headers, 'Content-Length': String(payload.length) } : headers,
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

export class DeliveryQueue {
  private tail: Promise<void> = Promise.resolve();
  private pending = 0;
  private readonly detached = new Set<Promise<void>>();
  private readonly waiting: { what: string; start: () => Promise<unknown> }[] = [];
  private inFlight = 0;

  constructor(
    private readonly log: Log,
    private readonly maxInFlight = 4,
  ) {}

  /**
   * Starts work outside the ordered chain (a function invocation, answered only when the function
   * finishes), at most `maxInFlight` at a time in FIFO order: firebase-tools starts one worker
   * process per concurrent invocation, so a burst of writes must not become a burst of processes.
   * Errors are logged with `what`.
   */
  detach(what: string, start: () => Promise<unknown>): void {
    this.waiting.push({ what, start });
    this.startWaiting();
  }

  private startWaiting(): void {
    while (this.inFlight < this.maxInFlight && this.waiting.length > 0) {
      const { what, start } = this.waiting.shift()!;
      this.inFlight++;
      const tracked: Promise<void> = Promise.resolve()
        .then(start)
        .then(() => undefined)
        .catch((err: unknown) => this.log(`events: ${what} failed: ${(err as Error)?.message ?? String(err)}`))
        .finally(() => {
          this.inFlight--;
          this.detached.delete(tracked);
          this.startWaiting();
        });
      this.detached.add(tracked);
    }
  }

  /** Queues a task; its errors are logged with `what`. */
  push(what: string, task: () => Promise<void>): void {
    this.pending++;
    this.tail = this.tail
      .then(task)
      .catch((err: unknown) => this.log(`events: failed to deliver ${what}: ${(err as Error)?.message ?? String(err)}`))
      .finally(() => {
        this.pending--;
      });
  }

  /** Resolves when everything queued or detached so far has settled (for tests and shutdown). */
  async idle(): Promise<void> {
    while (this.pending > 0 || this.detached.size > 0 || this.waiting.length > 0) {
      await this.tail;
      await Promise.all([...this.detached]);
    }
  }
}

export async function postOrThrow(
  target: DeliveryTarget,
  path: string,
  body: string | Buffer,
  headers: Record<string, string>,
  timeoutMs = 10_000,
): Promise<HttpReply> {
  const reply = await httpRequest(target, 'POST', path, body, headers, timeoutMs);
  if (reply.status < 200 || reply.status >= 300) {
    throw new Error(`POST ${path} answered ${reply.status}: ${reply.body.slice(0, 300)}`);
  }
  return reply;
}
