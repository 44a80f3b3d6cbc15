// The body of a forward-channel POST (application/x-www-form-urlencoded):
//   headers=<"Name:value\r\n" lines>&count=N&ofs=K&req0___data__=<JSON>&req1___data__=...
// `headers` (the SDK's encodeInitMessageHeaders: Authorization and the like, only on the
// handshake, so the browser sends a simple request without a CORS preflight) and the messages,
// numbered from `ofs` (a retried POST repeats numbers the server has already seen).
import type { Json } from '../codec.js';
import { isObject } from '../codec.js';
import { invalidArgument } from '../errors.js';

export interface ForwardBody {
  headers: Record<string, string> | null;
  /** Sequence number of maps[0]. */
  ofs: number;
  maps: Json[];
}

/** "Name:value\r\n" lines → lower-case names → values. */
export function parseHeaderBlock(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) out[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return out;
}

export function parseForwardBody(body: Buffer): ForwardBody {
  const form = new URLSearchParams(body.toString('utf8'));
  const headers = form.get('headers');
  const count = Number(form.get('count') ?? 0);
  const ofs = Number(form.get('ofs') ?? 0);
  if (!Number.isInteger(count) || count < 0 || !Number.isInteger(ofs) || ofs < 0)
    throw invalidArgument('Invalid WebChannel count/ofs.');
  const maps: Json[] = [];
  for (let i = 0; i < count; i++) {
    const data = form.get(`req${i}___data__`);
    if (data === null) throw invalidArgument(`WebChannel message req${i} has no __data__ (raw JSON expected).`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      throw invalidArgument(`WebChannel message req${i} is not JSON.`);
    }
    if (!isObject(parsed)) throw invalidArgument(`WebChannel message req${i} is not an object.`);
    maps.push(parsed);
  }
  return { headers: headers === null ? null : parseHeaderBlock(headers), ofs, maps };
}
