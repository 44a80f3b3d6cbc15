// Conformance table: Firestore values / auth tokens / Storage objects as seen by rules expressions.
import { describe, expect, it } from 'vitest';
import { evaluateExpression } from '../../src/rules/expression.js';
import { documentNameToPath, rulesToValue, splitFieldPath, valueToRules } from '../../src/rules/firestore-bridge.js';
import { fsRequest, fv } from './test-kit.js';
import { RMap, valuesEqual } from '../../src/rules/types.js';

const DATA = {
  s: 'text',
  i: 7,
  f: 1.25,
  whole: { $double: 3 },
  b: true,
  n: null,
  arr: [1, 'a', [2]],
  m: { inner: { deep: 1 } },
  t: { $ts: { seconds: 86400, nanos: 5 } },
  r: { $ref: 'users/u1' },
  g: { $geo: { latitude: -23.5, longitude: -46.6 } },
  by: new Uint8Array([1, 2, 255]),
};
const REQ = fsRequest({
  method: 'get',
  path: 'docs/d1',
  auth: { uid: 'u1', token: { admin: true, level: 3, ratio: 0.5, roles: ['a'], nested: { x: 'y' } } },
  data: DATA,
});

const ROWS: [string, string][] = [
  ['string field', "resource.data.s == 'text' && resource.data.s is string"],
  ['integer field is int', 'resource.data.i == 7 && resource.data.i is int'],
  ['double field is float', 'resource.data.f == 1.25 && resource.data.f is float'],
  ['whole double stays float', 'resource.data.whole is float && resource.data.whole == 3'],
  ['boolean field', 'resource.data.b == true && resource.data.b is bool'],
  ['null field', "resource.data.n == null && 'n' in resource.data"],
  ['array field is list', "resource.data.arr is list && resource.data.arr[1] == 'a' && resource.data.arr[2] == [2]"],
  ['map field is map', 'resource.data.m is map && resource.data.m.inner.deep == 1'],
  [
    'timestamp field',
    'resource.data.t is timestamp && resource.data.t.toMillis() == 86400000 && resource.data.t.nanos() == 5',
  ],
  [
    'reference field is a path',
    'resource.data.r is path && resource.data.r == /databases/(default)/documents/users/u1',
  ],
  ['geopoint field is latlng', 'resource.data.g is latlng && resource.data.g.latitude() == -23.5'],
  [
    'bytes field',
    "resource.data.by is bytes && resource.data.by.size() == 3 && resource.data.by.toHexString() == '0102FF'",
  ],
  ['resource.id / __name__', "resource.id == 'd1' && resource.__name__ == /databases/(default)/documents/docs/d1"],
  ['data keys', "resource.data.keys().hasAll(['s', 'i', 'f', 'whole', 'b', 'n', 'arr', 'm', 't', 'r', 'g', 'by'])"],
  ['auth uid', "request.auth.uid == 'u1'"],
  ['auth token bool claim', 'request.auth.token.admin == true'],
  ['auth token integer claim is int', 'request.auth.token.level is int'],
  ['auth token fractional claim is float', 'request.auth.token.ratio is float'],
  ['auth token list claim', "request.auth.token.roles.hasAny(['a'])"],
  ['auth token nested claim', "request.auth.token.nested.x == 'y'"],
  [
    'auth token email and provider',
    "request.auth.token.email == 'u1@example.com' && request.auth.token.firebase.sign_in_provider == 'password'",
  ],
  ['request.path is the full document path', 'request.path == /databases/(default)/documents/docs/d1'],
];

describe('Firestore bridge (conformance table)', () => {
  for (const [name, expr] of ROWS) {
    it(`reference/rules/rules.firestore.Resource — ${name}`, () => {
      expect(evaluateExpression(expr, { request: REQ })).toMatchObject({ ok: true, value: true });
    });
  }

  it('round-trips Firestore values through rules values', () => {
    for (const x of Object.values(DATA)) {
      const v = fv(x);
      const back = rulesToValue(valueToRules(v));
      if ('referenceValue' in v)
        expect(documentNameToPath((back as { referenceValue: string }).referenceValue)).toEqual(valueToRules(v));
      else expect(valuesEqual(valueToRules(back), valueToRules(v))).toBe(true);
    }
  });

  it('splits dotted field paths honouring backticks', () => {
    expect(splitFieldPath('a.b.c')).toEqual(['a', 'b', 'c']);
    expect(splitFieldPath('`a.b`.c')).toEqual(['a.b', 'c']);
    expect(splitFieldPath('`x\\`y`')).toEqual(['x`y']);
  });

  it('maps missing nested map fields to an empty map', () => {
    expect(valueToRules({ mapValue: {} } as never)).toBeInstanceOf(RMap);
  });
});
