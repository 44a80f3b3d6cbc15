// The public HTTP functions' per-client limit: the token bucket itself, the client's address, and
// the limit holding on a real handler (render, a feed) while other clients are served.
import { describe, expect, it } from 'vitest';
import {
  ClientRateLimiter,
  DOCUMENT_RATE,
  RATE_LIMITED_TEXT,
  refuseOverLimit,
  RENDER_RATE,
  withClientLimit,
} from '../../src/guards/client-rate-limit';
import { callHandler, recordingResponse, testRequest } from '../http';

describe('ClientRateLimiter', () => {
  it('lets a burst through, refuses the next with the seconds to wait, and refills', () => {
    const limiter = new ClientRateLimiter({ burst: 3, perMinute: 60 });
    const t0 = 1_000_000;
    expect([0, 1, 2].map(() => limiter.take('1.2.3.4', t0))).toEqual([0, 0, 0]);
    expect(limiter.take('1.2.3.4', t0)).toBe(1); // one token per second
    expect(limiter.take('1.2.3.4', t0 + 999)).toBe(1);
    expect(limiter.take('1.2.3.4', t0 + 1000)).toBe(0);
    // Refused requests are not a way to wait: the bucket only refills with time.
    expect(limiter.take('1.2.3.4', t0 + 1000)).toBe(1);
    expect([0, 1, 2].map(() => limiter.take('1.2.3.4', t0 + 60_000))).toEqual([0, 0, 0]);
  });

  it('keeps each client apart', () => {
    const limiter = new ClientRateLimiter({ burst: 1, perMinute: 1 });
    expect(limiter.take('a', 0)).toBe(0);
    expect(limiter.take('a', 0)).toBe(60);
    expect(limiter.take('b', 0)).toBe(0);
  });

  it('never holds more clients than its bound, forgetting the least recently seen', () => {
    const limiter = new ClientRateLimiter({ burst: 1, perMinute: 1 }, 3);
    for (const client of ['a', 'b', 'c']) limiter.take(client, 0);
    limiter.take('a', 1); // a is now the most recent
    limiter.take('d', 2); // b goes
    expect(limiter.clients).toBe(3);
    expect(limiter.take('a', 3)).toBeGreaterThan(0); // still remembered, still limited
    expect(limiter.take('b', 3)).toBe(0); // forgotten: a fresh bucket
  });

  it('production policies allow a reader’s pace and refuse a flood', () => {
    for (const policy of [RENDER_RATE, DOCUMENT_RATE]) {
      const limiter = new ClientRateLimiter(policy);
      // One page every 2 seconds for 10 minutes: never refused.
      for (let t = 0; t < 600_000; t += 2_000) expect(limiter.take('leitor', t)).toBe(0);
      // A flood in one second: the burst, then refusals.
      const flood = Array.from({ length: policy.burst * 3 }, () => limiter.take('robô', 700_000));
      expect(flood.filter((wait) => wait === 0)).toHaveLength(policy.burst);
    }
  });
});

const request = (ip: string) => testRequest({ url: '/busca', ip, headers: { 'x-forwarded-for': ip } });

describe('refuseOverLimit', () => {
  it('answers 429 in pt-BR, with Retry-After, never cached, saying nothing internal', () => {
    const limiter = new ClientRateLimiter({ burst: 1, perMinute: 6 });
    expect(refuseOverLimit(limiter, request('198.51.100.2'), recordingResponse().res, 0)).toBe(false);
    const { out, res } = recordingResponse();
    expect(refuseOverLimit(limiter, request('198.51.100.2'), res, 0)).toBe(true);
    expect({ status: out.status, headers: out.headers, body: out.body }).toEqual({
      status: 429,
      headers: { 'retry-after': '10', 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' },
      body: RATE_LIMITED_TEXT,
    });
  });
});

describe('withClientLimit on a handler', () => {
  it('the limit holds: the handler runs exactly burst times for a flooding client, others unaffected', async () => {
    let runs = 0;
    const handler = withClientLimit({ burst: 5, perMinute: 1 }, async (_req, res) => {
      runs += 1;
      res.status(200).send('ok');
    });
    const flood = { 'x-forwarded-for': '198.51.100.3' };
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await callHandler(handler, '/busca', 'GET', flood)).status);
    expect(runs).toBe(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const other = await callHandler(handler, '/busca', 'GET', { 'x-forwarded-for': '198.51.100.4' });
    expect([other.status, runs]).toEqual([200, 6]);
  });
});
