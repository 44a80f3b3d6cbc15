// Field transforms: serverTimestamp, increment, maximum, minimum, arrayUnion, arrayRemove.
import type { Timestamp, Value } from '../shared/value.js';
import { cloneValue, getField, setField } from './field-path.js';
import type { FieldTransform } from './write-model.js';
import { compareValues, valuesEqual } from './value-order.js';

const MAX = (1n << 63n) - 1n;
const MIN = -(1n << 63n);

const isNumber = (v: Value | undefined): v is Value => !!v && ('integerValue' in v || 'doubleValue' in v);
const asDouble = (v: Value) =>
  'integerValue' in v ? Number(v.integerValue) : (v as { doubleValue: number }).doubleValue;

function increment(current: Value | undefined, by: Value): Value {
  if (!isNumber(current)) return by;
  if ('integerValue' in current && 'integerValue' in by) {
    const sum = current.integerValue + by.integerValue;
    return { integerValue: sum > MAX ? MAX : sum < MIN ? MIN : sum };
  }
  return { doubleValue: asDouble(current) + asDouble(by) };
}

/** Mixed int/double: the larger (smaller) operand's type; equal values keep the stored one; NaN wins. */
function extreme(current: Value | undefined, operand: Value, wantMax: boolean): Value {
  if (!isNumber(current)) return operand;
  const a = asDouble(current);
  const b = asDouble(operand);
  if (Number.isNaN(a)) return current;
  if (Number.isNaN(b)) return operand;
  const c = compareValues(operand, current);
  if (c === 0) return current;
  return (wantMax ? c > 0 : c < 0) ? operand : current;
}

function arrayUnion(current: Value | undefined, items: Value[]): Value {
  const values = current && 'arrayValue' in current ? current.arrayValue.values.map(cloneValue) : [];
  for (const item of items)
    if (!values.some((v) => valuesEqual(v, item) || identicalNaN(v, item))) values.push(cloneValue(item));
  return { arrayValue: { values } };
}

function arrayRemove(current: Value | undefined, items: Value[]): Value {
  const values = current && 'arrayValue' in current ? current.arrayValue.values : [];
  return {
    arrayValue: {
      values: values.filter((v) => !items.some((i) => valuesEqual(v, i) || identicalNaN(v, i))).map(cloneValue),
    },
  };
}

const identicalNaN = (a: Value, b: Value) =>
  'doubleValue' in a && 'doubleValue' in b && Number.isNaN(a.doubleValue) && Number.isNaN(b.doubleValue);

/** Applies transforms in order to `fields` (mutated) and returns the transform results. */
export function applyTransforms(fields: Record<string, Value>, transforms: FieldTransform[], time: Timestamp): Value[] {
  return transforms.map((t) => {
    const current = getField(fields, t.field);
    let next: Value;
    let result: Value;
    switch (t.op) {
      case 'serverTimestamp':
        next = result = { timestampValue: time };
        break;
      case 'increment':
        next = result = increment(current, t.value);
        break;
      case 'maximum':
        next = result = extreme(current, t.value, true);
        break;
      case 'minimum':
        next = result = extreme(current, t.value, false);
        break;
      case 'arrayUnion':
        next = arrayUnion(current, t.values);
        result = { nullValue: null };
        break;
      case 'arrayRemove':
        next = arrayRemove(current, t.values);
        result = { nullValue: null };
        break;
    }
    setField(fields, t.field, next);
    return result;
  });
}
