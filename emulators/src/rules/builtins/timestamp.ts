// rules.Timestamp methods and the `timestamp` namespace (reference/rules/rules.Timestamp).
import { RDuration, RTimestamp, asInt, fail, type RValue } from '../types.js';
import { arity, type Fn, type Method } from './common.js';

function utcDate(t: RTimestamp): Date {
  return new Date(Number(t.seconds) * 1000);
}

function dayStart(t: RTimestamp): RTimestamp {
  const days = floorDiv(t.seconds, 86400n);
  return new RTimestamp(days * 86400n, 0);
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

export const timestampMethods: Record<string, Method<RTimestamp>> = {
  date: (t, a) => (arity('date', a, 0), dayStart(t)),
  year: (t, a) => (arity('year', a, 0), BigInt(utcDate(t).getUTCFullYear())),
  month: (t, a) => (arity('month', a, 0), BigInt(utcDate(t).getUTCMonth() + 1)),
  day: (t, a) => (arity('day', a, 0), BigInt(utcDate(t).getUTCDate())),
  hours: (t, a) => (arity('hours', a, 0), BigInt(utcDate(t).getUTCHours())),
  minutes: (t, a) => (arity('minutes', a, 0), BigInt(utcDate(t).getUTCMinutes())),
  seconds: (t, a) => (arity('seconds', a, 0), BigInt(utcDate(t).getUTCSeconds())),
  nanos: (t, a) => (arity('nanos', a, 0), BigInt(t.nanos)),
  // 1 = Monday ... 7 = Sunday (ISO).
  dayOfWeek: (t, a) => (arity('dayOfWeek', a, 0), BigInt(((utcDate(t).getUTCDay() + 6) % 7) + 1)),
  dayOfYear: (t, a) => {
    arity('dayOfYear', a, 0);
    const d = utcDate(t);
    const jan1 = Date.UTC(d.getUTCFullYear(), 0, 1);
    const startOfDay = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
    return BigInt(Math.round((startOfDay - jan1) / 86_400_000) + 1);
  },
  time: (t, a) => (arity('time', a, 0), new RDuration(t.totalNanos() - dayStart(t).totalNanos())),
  toMillis: (t, a) => (arity('toMillis', a, 0), floorDiv(t.totalNanos(), 1_000_000n)),
};

export const timestampNamespace: Record<string, Fn> = {
  date: (a) => {
    arity('timestamp.date', a, 3);
    const y = Number(asInt(a[0], 'year'));
    const m = Number(asInt(a[1], 'month'));
    const d = Number(asInt(a[2], 'day'));
    if (y < 1 || y > 9999 || m < 1 || m > 12 || d < 1 || d > 31) fail('timestamp.date(): invalid date.');
    const dt = new Date(0);
    dt.setUTCFullYear(y, m - 1, d);
    dt.setUTCHours(0, 0, 0, 0);
    if (dt.getUTCMonth() !== m - 1) fail('timestamp.date(): invalid date.');
    return RTimestamp.fromNanos(BigInt(dt.getTime()) * 1_000_000n);
  },
  value: (a) => (arity('timestamp.value', a, 1), RTimestamp.fromNanos(asInt(a[0], 'epochMillis') * 1_000_000n)),
};

export function addToTimestamp(t: RTimestamp, d: RDuration, sign: 1n | -1n): RValue {
  return RTimestamp.fromNanos(t.totalNanos() + sign * d.nanos);
}
