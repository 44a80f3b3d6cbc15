// Calls an HTTP function's handler with a minimal request and captures what it answers.
import type { Request, Response } from 'firebase-functions/v2/https';

export interface Captured {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A response that records what a handler answers (status, headers, body). */
export function recordingResponse(): { out: Captured; res: Response } {
  const out: Captured = { status: 200, headers: {}, body: '' };
  const res = {
    status(code: number) {
      out.status = code;
      return res;
    },
    set(key: string, value: string) {
      out.headers[key.toLowerCase()] = value;
      return res;
    },
    type(value: string) {
      out.headers['content-type'] = value;
      return res;
    },
    send(body: string | Buffer) {
      out.body = String(body);
      return res;
    },
    json(body: unknown) {
      out.headers['content-type'] ??= 'application/json';
      out.body = JSON.stringify(body);
      return res;
    },
  };
  return { out, res: res as unknown as Response };
}

/** `headers` (lower-case names) are what the request carries besides Host: localhost:5000. */
export async function callHandler(
  handler: (req: Request, res: Response) => void | Promise<void>,
  path: string,
  method = 'GET',
  headers: Record<string, string> = {},
): Promise<Captured> {
  const { out, res } = recordingResponse();
  const all: Record<string, string> = { host: 'localhost:5000', ...headers };
  const req = { method, path, protocol: 'http', headers: all, ip: '127.0.0.1', socket: {}, get: (h: string) => all[h] };
  await handler(req as unknown as Request, res);
  return out;
}
