// The `math` namespace (reference/rules/rules.math).
import { asNum, checkInt, fail, isNumber, typeName, type RValue } from '../types.js';
import { arity, type Fn } from './common.js';

function toInt(x: number): bigint {
  if (!Number.isFinite(x)) fail('Cannot convert a non-finite float to int.');
  return checkInt(BigInt(x));
}

function num(v: RValue): bigint | number {
  if (!isNumber(v)) fail(`Invalid argument: expected a number, got ${typeName(v)}.`);
  return v;
}

export const mathNamespace: Record<string, Fn> = {
  abs: (a) => {
    arity('math.abs', a, 1);
    const v = num(a[0]);
    return typeof v === 'bigint' ? checkInt(v < 0n ? -v : v) : Math.abs(v);
  },
  ceil: (a) => (arity('math.ceil', a, 1), typeof num(a[0]) === 'bigint' ? a[0] : toInt(Math.ceil(a[0] as number))),
  floor: (a) => (arity('math.floor', a, 1), typeof num(a[0]) === 'bigint' ? a[0] : toInt(Math.floor(a[0] as number))),
  // Half away from zero.
  round: (a) => {
    arity('math.round', a, 1);
    const v = num(a[0]);
    if (typeof v === 'bigint') return v;
    return toInt(Math.sign(v) * Math.round(Math.abs(v)));
  },
  sqrt: (a) => {
    arity('math.sqrt', a, 1);
    const v = asNum(a[0]);
    if (v < 0) fail('math.sqrt() of a negative number.');
    return Math.sqrt(v);
  },
  pow: (a) => (arity('math.pow', a, 2), Math.pow(asNum(a[0], 'base'), asNum(a[1], 'exponent'))),
  isInfinite: (a) => (
    arity('math.isInfinite', a, 1),
    typeof num(a[0]) === 'number' && !Number.isFinite(a[0]) && !Number.isNaN(a[0])
  ),
  isNaN: (a) => (arity('math.isNaN', a, 1), typeof num(a[0]) === 'number' && Number.isNaN(a[0])),
};
