// A request and response shaped like the ones Cloud Functions hands an onRequest handler (express),
// enough for the newsletter function: method, path, query, parsed body, headers, is(), ip.
import type { Request, Response } from 'firebase-functions/v2/https';

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  json: () => unknown;
}

export interface FakeRequest {
  method?: string;
  url: string;
  /** 'json' or 'form' (urlencoded), as the functions' body parser would have read it. */
  body?: { kind: 'json' | 'form'; data: Record<string, string> };
  ip?: string;
  headers?: Record<string, string>;
}

export function fakeRequest({ method = 'GET', url, body, ip = '203.0.113.7', headers = {} }: FakeRequest): Request {
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
    protocol: 'http',
    get: (name: string) => all[name.toLowerCase()],
    is: (type: string) => {
      const ct = all['content-type'] ?? '';
      return (type === 'application/json' ? ct.includes('json') : ct.includes(type)) ? type : false;
    },
  };
  return req as unknown as Request;
}

export function fakeResponse(): { res: Response; answer: Answer } {
  const answer: Answer = { status: 200, headers: {}, body: '', json: () => JSON.parse(answer.body) };
  const res = {
    headersSent: false,
    status(code: number) {
      answer.status = code;
      return res;
    },
    set(key: string, value: string) {
      answer.headers[key.toLowerCase()] = value;
      return res;
    },
    type(value: string) {
      answer.headers['content-type'] = value;
      return res;
    },
    send(body: string) {
      answer.body = String(body);
      res.headersSent = true;
      return res;
    },
    json(body: unknown) {
      answer.headers['content-type'] ??= 'application/json';
      answer.body = JSON.stringify(body);
      res.headersSent = true;
      return res;
    },
    end() {
      res.headersSent = true;
      return res;
    },
  };
  return { res: res as unknown as Response, answer };
}
