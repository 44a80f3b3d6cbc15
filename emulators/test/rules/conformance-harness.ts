// Runs expression conformance rows: [docs section, expression, expected]. Expected is a plain JS
// value (bigint = int, number = float, arrays = lists, objects = maps), ERROR for an evaluation
// error, or SYNTAX / COMPILE for a rejected expression.
import { expect, it } from 'vitest';
import type { FirestoreRulesRequest } from '../../src/rules/api.js';
import { evaluateExpression } from '../../src/rules/expression.js';
import { rv, strictEqual } from './test-kit.js';
import { displayValue, type RValue } from '../../src/rules/types.js';

export const ERROR = Symbol('error');
export const SYNTAX = Symbol('syntax');
export const COMPILE = Symbol('compile');
export type Expected = unknown;
export type Row = [doc: string, expr: string, expected: Expected];

export function runRows(
  rows: Row[],
  opts: { request?: FirestoreRulesRequest; vars?: Record<string, RValue> } = {},
): void {
  for (const [doc, expr, expected] of rows) {
    const label = typeof expected === 'symbol' ? expected.description : displayValue(rv(expected));
    it(`${doc}: ${expr.length > 120 ? expr.slice(0, 117) + '...' : expr} → ${label}`, () => {
      const r = evaluateExpression(expr, opts);
      if (expected === ERROR) {
        expect(r.ok ? `value ${displayValue(r.value)}` : r.kind).toMatch(/^(error|fatal)$/);
      } else if (expected === SYNTAX) {
        expect(r.ok ? 'ok' : r.kind).toBe('syntax');
      } else if (expected === COMPILE) {
        expect(r.ok ? 'ok' : r.kind).toBe('compile');
      } else {
        if (!r.ok) throw new Error(`${r.kind}: ${r.message}`);
        const want = rv(expected);
        expect(strictEqual(r.value, want), `got ${displayValue(r.value)}, want ${displayValue(want)}`).toBe(true);
      }
    });
  }
}
