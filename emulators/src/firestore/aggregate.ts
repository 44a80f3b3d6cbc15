// count / sum / avg over query results (sum stays an integer until it overflows or meets a double).
import type { StoredDocument, Value } from '../shared/value.js';
import { decodeInt32, isObject } from './codec.js';
import { invalidArgument } from './errors.js';
import { getField, parseFieldPath } from './field-path.js';

export type Aggregation = { alias: string } & (
  { kind: 'count'; upTo?: number } | { kind: 'sum' | 'avg'; field: string[] }
);

const MAX = (1n << 63n) - 1n;
const MIN = -(1n << 63n);

export function parseAggregations(raw: unknown): Aggregation[] {
  if (!Array.isArray(raw) || raw.length === 0) throw invalidArgument('At least one aggregation is required.');
  if (raw.length > 5) throw invalidArgument('At most 5 aggregations are allowed per query.');
  const seen = new Set<string>();
  return raw.map((a, i) => {
    if (!isObject(a)) throw invalidArgument(`Invalid aggregation at index ${i}`);
    const alias = typeof a.alias === 'string' && a.alias ? a.alias : `field_${i + 1}`;
    if (seen.has(alias)) throw invalidArgument(`Duplicate aggregation alias '${alias}'.`);
    seen.add(alias);
    if (isObject(a.count)) {
      const upTo = a.count.upTo === undefined ? undefined : decodeInt32(a.count.upTo, `aggregations[${i}].count.upTo`);
      return { alias, kind: 'count' as const, upTo };
    }
    for (const kind of ['sum', 'avg'] as const) {
      const spec = a[kind];
      if (isObject(spec)) {
        if (!isObject(spec.field)) throw invalidArgument(`Aggregation ${kind} at index ${i} needs a field.`);
        return { alias, kind, field: parseFieldPath(spec.field.fieldPath) };
      }
    }
    throw invalidArgument(`Aggregation at index ${i} must be one of count, sum or avg.`);
  });
}

function sum(docs: StoredDocument[], field: string[]): { value: Value; count: number } {
  let intSum = 0n;
  let dbl = 0;
  let isDouble = false;
  let count = 0;
  for (const d of docs) {
    const v = getField(d.fields, field);
    if (!v) continue;
    if ('integerValue' in v) {
      count++;
      if (isDouble) dbl += Number(v.integerValue);
      else {
        intSum += v.integerValue;
        if (intSum > MAX || intSum < MIN) {
          isDouble = true;
          dbl = Number(intSum);
        }
      }
    } else if ('doubleValue' in v) {
      count++;
      if (!isDouble) {
        isDouble = true;
        dbl = Number(intSum);
      }
      dbl += v.doubleValue;
    }
  }
  return { value: isDouble ? { doubleValue: dbl } : { integerValue: intSum }, count };
}

export function aggregate(docs: StoredDocument[], aggregations: Aggregation[]): Record<string, Value> {
  const out: Record<string, Value> = {};
  for (const a of aggregations) {
    if (a.kind === 'count') {
      const n = a.upTo === undefined ? docs.length : Math.min(docs.length, a.upTo);
      out[a.alias] = { integerValue: BigInt(n) };
    } else {
      const s = sum(docs, a.field);
      if (a.kind === 'sum') out[a.alias] = s.value;
      else if (s.count === 0) out[a.alias] = { nullValue: null };
      else
        out[a.alias] = {
          doubleValue:
            ('integerValue' in s.value
              ? Number(s.value.integerValue)
              : (s.value as { doubleValue: number }).doubleValue) / s.count,
        };
    }
  }
  return out;
}
