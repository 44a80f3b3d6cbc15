// The per-minute counters behind countView's limits (functions/src/stats/view-limits.ts).
import { describe, expect, it } from 'vitest';
import { STATS_LIMITS } from '@pauta/model';
import { MinuteCounter, withinInstanceCeiling } from '../../src/stats/view-limits';

describe('MinuteCounter', () => {
  it('allows `limit` calls per key and minute, then refuses until the minute turns', () => {
    const counter = new MinuteCounter(3);
    const t = 5 * 60_000;
    expect([1, 2, 3, 4].map(() => counter.take('a', t))).toEqual([true, true, true, false]);
    expect(counter.take('b', t + 59_999)).toBe(true);
    expect(counter.take('a', t + 60_000)).toBe(true);
  });

  it('keeps at most maxKeys keys: a flood of new keys cannot grow memory without bound', () => {
    const counter = new MinuteCounter(1, 2);
    expect(counter.take('a', 0)).toBe(true);
    expect(counter.take('b', 0)).toBe(true);
    // Beyond the bound a new key is not remembered (so it is always within its limit).
    expect(counter.take('c', 0)).toBe(true);
    expect(counter.take('c', 0)).toBe(true);
    expect(counter.take('a', 0)).toBe(false);
  });
});

describe('the instance ceiling', () => {
  it('counts at most viewsPerInstanceMinute views a minute, whatever they claim', () => {
    const minute = 999 * 60_000;
    let allowed = 0;
    for (let i = 0; i < STATS_LIMITS.viewsPerInstanceMinute + 50; i++) if (withinInstanceCeiling(minute)) allowed++;
    expect(allowed).toBe(STATS_LIMITS.viewsPerInstanceMinute);
    expect(withinInstanceCeiling(minute + 60_000)).toBe(true);
  });
});
