// When a digest is sent and what it covers, in Brasília time (America/Sao_Paulo: the zone's own
// rules, so a return of daylight saving time would still put the digest at 07h00 on the wall clock).
import { BRASILIA_TIME_ZONE, brasiliaFields, brasiliaInstant } from '@pauta/model';

export const DIGEST_TIME_ZONE = BRASILIA_TIME_ZONE;
export const DIGEST_HOUR = 7;
export const DIGEST_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The latest 07h00 in Brasília at or before `now`: the end of the scheduled digest's window. */
export function scheduledWindowEnd(now: number): number {
  const b = brasiliaFields(now);
  const today = brasiliaInstant(b.year, b.month, b.day, DIGEST_HOUR);
  if (today <= now) return today;
  const yesterday = brasiliaFields(today - 12 * 60 * 60 * 1000);
  return brasiliaInstant(yesterday.year, yesterday.month, yesterday.day, DIGEST_HOUR);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A digest's id: the scheduled one of a day is `diario-2025-03-10` (a retried run finds and resumes
 * it), an on-demand one `manual-2025-03-10-183005` (Brasília time, to the second).
 */
export function digestIdFor(trigger: 'schedule' | 'manual', windowEnd: number): string {
  const b = brasiliaFields(windowEnd);
  const day = `${b.year}-${pad(b.month)}-${pad(b.day)}`;
  return trigger === 'schedule' ? `diario-${day}` : `manual-${day}-${pad(b.hour)}${pad(b.minute)}${pad(b.second)}`;
}

/** A window starts 24 h before its end, or where the previous digest's ended if that is later. */
export function windowStartFor(windowEnd: number, previousEnd: number | null): number {
  const dayBefore = windowEnd - DIGEST_WINDOW_MS;
  return previousEnd !== null && previousEnd > dayBefore && previousEnd < windowEnd ? previousEnd : dayBefore;
}
