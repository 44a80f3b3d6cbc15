// HTTP handlers called the way Cloud Functions calls an onRequest handler (express): a request with
// method, path, query, parsed body, headers, get(), is() and ip, and a response that records what
// the handler answers (status, headers, body).
import type { Request, Response } from 'firebase-functions/v2/https';

export interface Captured {
  status: number;
  headers: Record<string, string>;
  body: string;
  json: () => unknown;
}

export interface TestRequest {
  method?: string;
  /** Path and query, e.g. '/newsletter/confirmar?t=…'. */
  url: string;
  /** 'json' or 'form' (urlencoded), as the functions' body parser would have read it. */
  body?: { kind: 'json' | 'form'; data: Record<string, string> };
  ip?: string;
  /** Lower-case names; Host defaults to 127.0.0.1:5000 (the Hosting emulator). */
  headers?: Record<string, string>;
}

export function testRequest({ method = 'GET', url, body, ip = '203.0.113.7', headers = {} }: TestRequest): Request {
  const parsed = new URL(url, 'http://127.0.0.1:5000');
  const all: Record<string, string> = { host: '127.0.0.1:5000', ...headers };
  if (body) all['content-type'] = body.kind === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
  const req = {
    method,
    path: parsed.pathname,
    query: Object.fromEntries(parsed.searchParams),
    body: body?.data ?? {},
    headers: all,
    ip,
    // The connection's address: what the platform reports when no proxy wrote X-Forwarded-For.
    socket: { remoteAddress: ip },
    protocol: 'http',
    get: (name: string) => all[name.toLowerCase()],
    is: (type: string) => {
      const ct = all['content-type'] ?? '';
      return (type === 'application/json' ? ct.includes('json') : ct.includes(type)) ? type : false;
    },
  };
  return req as unknown as Request;
}

/** A response that records what a handler answers (status, headers, body). */
export function recordingResponse(): { out: Captured; res: Response } {
  const out: Captured = { status: 200, headers: {}, body: '', json: () => JSON.parse(out.body) };
  const res = {
    headersSent: false,
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
      res.headersSent = true;
      return res;
    },
    json(body: unknown) {
      out.headers['content-type'] ??= 'application/json';
      out.body = JSON.stringify(body);
      res.headersSent = true;
      return res;
    },
    end() {
      res.headersSent = true;
      return res;
    },
    redirect(code: number, location: string) {
      out.status = code;
      out.headers.location = location;
      res.headersSent = true;
      return res;
    },
    /** firebase-functions' CORS layer (a function with a `cors` option) waits for 'finish' or the handler. */
    on() {
      return res;
    },
    // Node's own names, which the `cors` middleware answers a preflight with.
    setHeader(key: string, value: string) {
      return res.set(key, value);
    },
    set statusCode(code: number) {
      out.status = code;
    },
    get statusCode() {
      return out.status;
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
  await handler(
    testRequest({ method, url: path, ip: '127.0.0.1', headers: { host: 'localhost:5000', ...headers } }),
    res,
  );
  return out;
}
