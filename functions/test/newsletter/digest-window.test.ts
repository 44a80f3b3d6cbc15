// The digest's schedule and window in Brasília time (UTC-3, no daylight saving since 2019).
import { describe, expect, it } from 'vitest';
import { brasiliaInstant } from '@pauta/model';
import { digestIdFor, scheduledWindowEnd, windowStartFor, DIGEST_WINDOW_MS } from '../../src/newsletter/digest-window';

const at = (iso: string) => Date.parse(iso);

describe('digest window', () => {
  it('07h00 in Brasília is 10h00 UTC', () => {
    expect(brasiliaInstant(2025, 3, 10, 7)).toBe(at('2025-03-10T10:00:00Z'));
    // Across a month and a year boundary.
    expect(brasiliaInstant(2025, 1, 1, 7)).toBe(at('2025-01-01T10:00:00Z'));
  });

  it('the scheduled window ends at the latest 07h00 Brasília at or before now', () => {
    expect(scheduledWindowEnd(at('2025-03-10T10:00:00Z'))).toBe(at('2025-03-10T10:00:00Z'));
    expect(scheduledWindowEnd(at('2025-03-10T10:04:59Z'))).toBe(at('2025-03-10T10:00:00Z'));
    // 06h59 in Brasília: still yesterday's edition.
    expect(scheduledWindowEnd(at('2025-03-10T09:59:59Z'))).toBe(at('2025-03-09T10:00:00Z'));
    // 01h00 UTC on the 11th is 22h00 on the 10th in Brasília: the 10th's edition.
    expect(scheduledWindowEnd(at('2025-03-11T01:00:00Z'))).toBe(at('2025-03-10T10:00:00Z'));
    expect(scheduledWindowEnd(at('2025-01-01T05:00:00Z'))).toBe(at('2024-12-31T10:00:00Z'));
  });

  it('a window is the 24 h before its end, shortened by a later previous digest', () => {
    const end = at('2025-03-10T10:00:00Z');
    expect(windowStartFor(end, null)).toBe(end - DIGEST_WINDOW_MS);
    expect(windowStartFor(end, at('2025-03-09T21:00:00Z'))).toBe(at('2025-03-09T21:00:00Z'));
    // An older previous digest, or one ending at or after this end, does not move the start.
    expect(windowStartFor(end, at('2025-03-08T10:00:00Z'))).toBe(end - DIGEST_WINDOW_MS);
    expect(windowStartFor(end, end)).toBe(end - DIGEST_WINDOW_MS);
  });

  it('ids: one scheduled edition per Brasília day, on-demand ones to the second', () => {
    expect(digestIdFor('schedule', at('2025-03-10T10:00:00Z'))).toBe('diario-2025-03-10');
    expect(digestIdFor('manual', at('2025-03-11T01:02:03Z'))).toBe('manual-2025-03-10-220203');
  });
});
