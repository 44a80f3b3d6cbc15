// Global conversion functions int(), float(), string(), bool() and path().
import { RPath, checkInt, displayValue, fail, known, typeName } from '../types.js';
import { arity, type Fn } from './common.js';
import { parsePath } from './path.js';

export function formatFloat(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (!Number.isFinite(x)) return x > 0 ? 'Infinity' : '-Infinity';
  return Number.isInteger(x) && Math.abs(x) < 1e21 ? x.toFixed(1) : String(x);
}

export const conversionFunctions: Record<string, Fn> = {
  int: (a) => {
    arity('int', a, 1);
    const v = a[0];
    if (typeof v === 'bigint') return v;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) fail('int(): cannot convert a non-finite float.');
      return checkInt(BigInt(Math.trunc(v)));
    }
    if (typeof v === 'string') {
      if (!/^[+-]?\d+$/.test(v.trim())) fail(`int(): cannot convert '${v}'.`);
      return checkInt(BigInt(v.trim()));
    }
    return fail(`int(): cannot convert ${typeName(known(v))}.`);
  },
  float: (a) => {
    arity('float', a, 1);
    const v = a[0];
    if (typeof v === 'bigint') return Number(v);
    if (typeof v === 'number') return v;
    if (typeof v === 'string') {
      const t = v.trim();
      if (/^(NaN|[+-]?Infinity)$/.test(t)) return Number(t);
      if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t)) fail(`float(): cannot convert '${v}'.`);
      return Number(t);
    }
    return fail(`float(): cannot convert ${typeName(known(v))}.`);
  },
  string: (a) => {
    arity('string', a, 1);
    const v = a[0];
    if (v === null) return 'null';
    if (typeof v === 'string') return v;
    if (typeof v === 'boolean' || typeof v === 'bigint') return String(v);
    if (typeof v === 'number') return formatFloat(v);
    if (v instanceof RPath) return v.toString();
    return fail(`string(): cannot convert ${typeName(known(v))}.`);
  },
  bool: (a) => {
    arity('bool', a, 1);
    const v = a[0];
    if (typeof v === 'boolean') return v;
    if (v === 'true') return true;
    if (v === 'false') return false;
    return fail(`bool(): cannot convert ${displayValue(known(v))}.`);
  },
  path: (a) => {
    arity('path', a, 1);
    const v = a[0];
    if (v instanceof RPath) return v;
    if (typeof v !== 'string') fail(`path(): expected string, got ${typeName(known(v))}.`);
    return parsePath(v);
  },
};
