// Request limits per client for the public HTTP functions (render, sitemap, rss, robots, siteMeta,
// searchIndex). The CDN answers repeat requests; these limits bound what one client can make the
// functions do by busting its cache (a new query string or path on every request costs Firestore
// reads and CPU). A token bucket per client address (client-address.ts: what the platform wrote,
// never a header the client chose), in each instance's memory: `burst` requests at once, refilled
// at `perMinute`. A refused request gets 429, Retry-After and a pt-BR sentence,
// never cached. The hard ceiling for everyone together is each function's maxInstances ×
// concurrency (docs/security.md).
import type { Request, Response } from 'firebase-functions/v2/https';
import { requestAddress } from './client-address';

export interface RatePolicy {
  burst: number;
  perMinute: number;
}

/** Reader pages: a person opens a few per minute; a crawler that respects the CDN fewer still. */
export const RENDER_RATE: RatePolicy = { burst: 120, perMinute: 300 };
/** Sitemaps, feeds, robots.txt, site-meta.json and the search index: CDN-cached documents. */
export const DOCUMENT_RATE: RatePolicy = { burst: 60, perMinute: 120 };

export const RATE_LIMITED_TEXT = 'Muitas requisições em pouco tempo. Tente novamente em instantes.';

/** Clients remembered per instance; the least recently seen are forgotten beyond it. */
const MAX_CLIENTS = 20_000;

export class ClientRateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    readonly policy: RatePolicy,
    private readonly maxClients = MAX_CLIENTS,
  ) {}

  /** Takes one request for `client` at `now` (ms): 0 when allowed, else the seconds to wait. */
  take(client: string, now: number): number {
    const perMs = this.policy.perMinute / 60_000;
    const bucket = this.buckets.get(client);
    const tokens = bucket
      ? Math.min(this.policy.burst, bucket.tokens + Math.max(0, now - bucket.at) * perMs)
      : this.policy.burst;
    // Re-inserted at every request, so the Map's first key is the least recently seen client.
    this.buckets.delete(client);
    if (this.buckets.size >= this.maxClients) this.buckets.delete(this.buckets.keys().next().value!);
    const allowed = tokens >= 1;
    this.buckets.set(client, { tokens: allowed ? tokens - 1 : tokens, at: now });
    return allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
  }

  get clients(): number {
    return this.buckets.size;
  }
}

/** Answers 429 and returns true when the request's client is over `limiter`'s policy. */
export function refuseOverLimit(limiter: ClientRateLimiter, req: Request, res: Response, now = Date.now()): boolean {
  const wait = limiter.take(requestAddress(req), now);
  if (!wait) return false;
  res.status(429);
  res.set('Retry-After', String(wait));
  res.set('Cache-Control', 'no-store');
  res.set('Content-Type', 'text/plain; charset=utf-8');
  res.send(RATE_LIMITED_TEXT);
  return true;
}

type Handler = (req: Request, res: Response) => void | Promise<void>;

/** `handler` behind a per-client limit of its own (one limiter per function instance). */
export function withClientLimit(policy: RatePolicy, handler: Handler): Handler {
  const limiter = new ClientRateLimiter(policy);
  return (req, res) => (refuseOverLimit(limiter, req, res) ? undefined : handler(req, res));
}
