// rules.Duration methods and the `duration` namespace (reference/rules/rules.Duration).
import { RDuration, asInt, asString, checkInt, fail, typeName, type RValue } from '../types.js';
import { arity, type Fn, type Method } from './common.js';

const UNIT_NANOS: Record<string, bigint> = {
  w: 604_800_000_000_000n,
  d: 86_400_000_000_000n,
  h: 3_600_000_000_000n,
  m: 60_000_000_000n,
  s: 1_000_000_000n,
  ms: 1_000_000n,
  ns: 1n,
};

function asDuration(v: RValue): RDuration {
  if (!(v instanceof RDuration)) fail(`Invalid argument: expected duration, got ${typeName(v)}.`);
  return v;
}

export function makeDuration(nanos: bigint): RDuration {
  // Durations are bounded like protobuf Duration: ±315,576,000,000 seconds.
  if (nanos > 315_576_000_000n * 1_000_000_000n || nanos < -315_576_000_000n * 1_000_000_000n)
    fail('Duration out of range.');
  return new RDuration(nanos);
}

export const durationMethods: Record<string, Method<RDuration>> = {
  seconds: (d, a) => (arity('seconds', a, 0), d.nanos / 1_000_000_000n),
  nanos: (d, a) => (arity('nanos', a, 0), d.nanos % 1_000_000_000n),
  abs: (d, a) => (arity('abs', a, 0), new RDuration(d.nanos < 0n ? -d.nanos : d.nanos)),
};

export const durationNamespace: Record<string, Fn> = {
  abs: (a) => (arity('duration.abs', a, 1), durationMethods.abs(asDuration(a[0]), [])),
  value: (a) => {
    arity('duration.value', a, 2);
    const mag = asInt(a[0], 'magnitude');
    const unit = asString(a[1], 'unit');
    const f = UNIT_NANOS[unit];
    if (f === undefined) fail(`duration.value(): invalid unit '${unit}'; expected w, d, h, m, s, ms or ns.`);
    return makeDuration(checkInt(mag * f));
  },
  time: (a) => {
    arity('duration.time', a, 4);
    const [h, m, s, ns] = a.map((x, i) => asInt(x, ['hours', 'mins', 'secs', 'nanos'][i]));
    return makeDuration(h * UNIT_NANOS.h + m * UNIT_NANOS.m + s * UNIT_NANOS.s + ns);
  },
};
