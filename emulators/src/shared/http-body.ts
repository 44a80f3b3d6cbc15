// Reads a request body once for both emulators. Settles exactly once: with the bytes, with
// BodyTooLargeError past the limit (later chunks are ignored, so the server can still reply), or
// with ClientDisconnectedError when the client goes away before the body is complete.
import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
  constructor(readonly limitBytes: number) {
    super(`Request body larger than ${limitBytes} bytes`);
  }
}

export class ClientDisconnectedError extends Error {
  override readonly name = 'ClientDisconnectedError';
  constructor() {
    super('Client disconnected before the request body was complete');
  }
}

export function readRequestBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      finish();
    };
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limitBytes) settle(() => reject(new BodyTooLargeError(limitBytes)));
      else chunks.push(chunk);
    });
    req.on('end', () => settle(() => resolve(Buffer.concat(chunks))));
    req.on('error', (err) => settle(() => reject(err)));
    req.on('close', () => settle(() => reject(new ClientDisconnectedError())));
  });
}
