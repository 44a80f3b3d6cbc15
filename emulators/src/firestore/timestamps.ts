// RFC 3339 timestamps with nanosecond precision (Date would lose everything below milliseconds).
import type { Timestamp } from '../shared/value.js';
import { invalidArgument } from './errors.js';

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|z|[+-]\d{2}:\d{2})$/;

export function parseTimestamp(text: string): Timestamp {
  const m = RFC3339.exec(text);
  if (!m) throw invalidArgument(`Invalid timestamp: ${JSON.stringify(text)}`);
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  // Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear does not.
  const date = new Date(0);
  date.setUTCFullYear(+y, +mo - 1, +d);
  date.setUTCHours(+h, +mi, +s, 0);
  let ms = date.getTime();
  if (zone !== 'Z' && zone !== 'z') {
    const offset = (+zone.slice(1, 3) * 60 + +zone.slice(4, 6)) * 60_000;
    ms -= zone[0] === '+' ? offset : -offset;
  }
  return { seconds: Math.floor(ms / 1000), nanos: frac ? Number(frac.padEnd(9, '0')) : 0 };
}

/** 0001-01-01T00:00:00Z .. 9999-12-31T23:59:59.999999999Z, the range Firestore accepts. */
export const MIN_SECONDS = -62135596800;
export const MAX_SECONDS = 253402300799;

export function formatTimestamp(t: Timestamp): string {
  const base = new Date(t.seconds * 1000).toISOString().slice(0, 19);
  let frac = String(t.nanos).padStart(9, '0');
  if (t.nanos % 1_000_000 === 0) frac = frac.slice(0, 3);
  else if (t.nanos % 1000 === 0) frac = frac.slice(0, 6);
  return `${base}.${frac}Z`;
}

/** Firestore keeps microseconds. */
export const truncateToMicros = (t: Timestamp): Timestamp => ({
  seconds: t.seconds,
  nanos: t.nanos - (t.nanos % 1000),
});

let last: Timestamp = { seconds: 0, nanos: 0 };

/** Wall-clock time in microseconds, strictly increasing across calls (commit times must differ). */
export function nextCommitTime(): Timestamp {
  const nowUs = BigInt(Date.now()) * 1000n + BigInt(Math.floor((performance.now() % 1) * 1000));
  let t: Timestamp = { seconds: Number(nowUs / 1_000_000n), nanos: Number(nowUs % 1_000_000n) * 1000 };
  if (t.seconds < last.seconds || (t.seconds === last.seconds && t.nanos <= last.nanos)) {
    const nanos = last.nanos + 1000;
    t = nanos >= 1e9 ? { seconds: last.seconds + 1, nanos: 0 } : { seconds: last.seconds, nanos };
  }
  last = t;
  return t;
}
