// rules.Path methods (reference/rules/rules.Path) and segment access.
import { RMap, RPath, asInt, asMap, fail, typeName, type RValue } from '../types.js';
import { arity, type Method } from './common.js';

export const pathMethods: Record<string, Method<RPath>> = {
  // Replaces `{name}` segments (from path('/a/{name}')) with values from the map.
  bind: (p, a) => {
    arity('bind', a, 1);
    const m: RMap = asMap(a[0], 'bindings');
    return new RPath(
      p.segments.map((s) => {
        const v = /^\{(\w+)\}$/.exec(s);
        if (!v) return s;
        if (!m.entries.has(v[1])) fail(`bind(): no value for '${v[1]}'.`);
        const x = m.entries.get(v[1])!;
        if (typeof x !== 'string') fail(`bind(): value for '${v[1]}' must be string, got ${typeName(x)}.`);
        return x;
      }),
    );
  },
};

export function pathIndex(p: RPath, index: RValue): string {
  const i = Number(asInt(index, 'index'));
  if (i < 0 || i >= p.segments.length) fail(`Index out of range: ${i} for path of size ${p.segments.length}.`);
  return p.segments[i];
}

export function parsePath(s: string): RPath {
  const trimmed = s.replace(/^\/+/, '').replace(/\/+$/, '');
  return new RPath(trimmed === '' ? [] : trimmed.split('/'));
}
