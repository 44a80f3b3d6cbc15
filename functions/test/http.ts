// Calls an HTTP function's handler with a minimal request and captures what it answers.
import type { Request, Response } from 'firebase-functions/v2/https';

export interface Captured {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export async function callHandler(
  handler: (req: Request, res: Response) => Promise<void>,
  path: string,
  method = 'GET',
  request: Record<string, unknown> = {},
): Promise<Captured> {
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
  const req = {
    method,
    path,
    protocol: 'http',
    get: (h: string) => (h === 'host' ? 'localhost:5000' : undefined),
    ...request,
  };
  await handler(req as unknown as Request, res as unknown as Response);
  return out;
}
