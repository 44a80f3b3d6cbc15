// What every Storage route handler receives.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller } from './auth.js';

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  /** Raw (still percent-encoded) path, without the query string. */
  path: string;
  query: Map<string, string>;
  body: Buffer;
  /** `http://host:port` as the client addressed us; used for upload URLs and links. */
  origin: string;
  caller(): Caller;
}

export function header(ctx: RequestContext, name: string): string | undefined {
  const value = ctx.req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}
