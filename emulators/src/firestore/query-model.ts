// Parses a wire StructuredQuery (REST JSON or gRPC object) into a validated, normalized query.
import type { Value } from '../shared/value.js';
import { decodeEnum, decodeInt32, decodeValue, isObject } from './codec.js';
import { invalidArgument } from './errors.js';
import { formatFieldPath, isNamePath, parseFieldPath } from './field-path.js';
import { parseDocumentName } from './paths.js';
import { compareStrings, isNaNValue } from './value-order.js';

export type FieldOp =
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'ARRAY_CONTAINS'
  | 'IN'
  | 'ARRAY_CONTAINS_ANY'
  | 'NOT_IN';
export type UnaryOp = 'IS_NAN' | 'IS_NULL' | 'IS_NOT_NAN' | 'IS_NOT_NULL';
export type Direction = 'ASCENDING' | 'DESCENDING';

const FIELD_OPS: Record<number, FieldOp> = {
  1: 'LESS_THAN',
  2: 'LESS_THAN_OR_EQUAL',
  3: 'GREATER_THAN',
  4: 'GREATER_THAN_OR_EQUAL',
  5: 'EQUAL',
  6: 'NOT_EQUAL',
  7: 'ARRAY_CONTAINS',
  8: 'IN',
  9: 'ARRAY_CONTAINS_ANY',
  10: 'NOT_IN',
};
const UNARY_OPS: Record<number, UnaryOp> = { 2: 'IS_NAN', 3: 'IS_NULL', 4: 'IS_NOT_NAN', 5: 'IS_NOT_NULL' };
const COMPOSITE_OPS: Record<number, 'AND' | 'OR'> = { 1: 'AND', 2: 'OR' };
const DIRECTIONS: Record<number, Direction> = { 1: 'ASCENDING', 2: 'DESCENDING' };

export type Filter =
  | { kind: 'field'; field: string[]; op: FieldOp; value: Value }
  | { kind: 'unary'; field: string[]; op: UnaryOp }
  | { kind: 'composite'; op: 'AND' | 'OR'; filters: Filter[] };

export interface Order {
  field: string[];
  direction: Direction;
}

export interface Cursor {
  values: Value[];
  before: boolean;
}

export interface Query {
  /** Parent resource name (database root or a document). */
  parent: string;
  collectionId: string;
  allDescendants: boolean;
  where?: Filter;
  /** The orderBy the client sent. */
  explicitOrderBy: Order[];
  /** Explicit + implicit inequality fields + __name__. */
  orderBy: Order[];
  startAt?: Cursor;
  endAt?: Cursor;
  offset: number;
  limit?: number;
  select?: string[][];
}

const MAX_DISJUNCTIONS = 30;
const MAX_IN_VALUES = 30;
const INEQUALITY_OPS = new Set<string>([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
  'IS_NOT_NAN',
  'IS_NOT_NULL',
]);

function fieldRef(raw: unknown, where: string): string[] {
  if (!isObject(raw)) throw invalidArgument(`Missing field reference at '${where}'`);
  return parseFieldPath(raw.fieldPath);
}

function parseFilter(raw: unknown, where: string, parent: string): Filter {
  if (!isObject(raw)) throw invalidArgument(`Invalid filter at '${where}'`);
  if (isObject(raw.compositeFilter)) {
    const c = raw.compositeFilter;
    const op = decodeEnum(c.op, COMPOSITE_OPS, `${where}.compositeFilter.op`);
    if (!Array.isArray(c.filters) || c.filters.length === 0)
      throw invalidArgument(`Composite filter at '${where}' needs filters`);
    const filters = c.filters.map((f, i) => parseFilter(f, `${where}.compositeFilter.filters[${i}]`, parent));
    return filters.length === 1 ? filters[0] : { kind: 'composite', op, filters };
  }
  if (isObject(raw.fieldFilter)) {
    const f = raw.fieldFilter;
    const field = fieldRef(f.field, `${where}.fieldFilter.field`);
    const op = decodeEnum(f.op, FIELD_OPS, `${where}.fieldFilter.op`);
    const value = decodeValue(f.value, `${where}.fieldFilter.value`);
    validateFieldFilter(field, op, value, parent);
    return { kind: 'field', field, op, value };
  }
  if (isObject(raw.unaryFilter)) {
    const u = raw.unaryFilter;
    return {
      kind: 'unary',
      field: fieldRef(u.field, `${where}.unaryFilter.field`),
      op: decodeEnum(u.op, UNARY_OPS, `${where}.unaryFilter.op`),
    };
  }
  throw invalidArgument(`Invalid filter at '${where}': expected compositeFilter, fieldFilter or unaryFilter`);
}

function validateFieldFilter(field: string[], op: FieldOp, value: Value, parent: string): void {
  const shown = formatFieldPath(field);
  if (op === 'IN' || op === 'NOT_IN' || op === 'ARRAY_CONTAINS_ANY') {
    if (!('arrayValue' in value) || value.arrayValue.values.length === 0)
      throw invalidArgument(`A non-empty array is required for '${op}' filters on '${shown}'.`);
    if (value.arrayValue.values.length > MAX_IN_VALUES) {
      throw invalidArgument(
        `'${op}' supports up to ${MAX_IN_VALUES} comparison values, got ${value.arrayValue.values.length} on '${shown}'.`,
      );
    }
  }
  if (
    ['LESS_THAN', 'LESS_THAN_OR_EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL'].includes(op) &&
    ('nullValue' in value || isNaNValue(value))
  ) {
    throw invalidArgument(`Invalid query: '${op}' is not supported with null or NaN on '${shown}'.`);
  }
  if (isNamePath(field)) {
    const refs = 'arrayValue' in value ? value.arrayValue.values : [value];
    for (const r of refs) {
      if (!('referenceValue' in r)) throw invalidArgument(`__name__ filters must be document references.`);
      parseDocumentName(r.referenceValue);
      if (!r.referenceValue.startsWith(parent + '/'))
        throw invalidArgument(`__name__ filter reference ${r.referenceValue} is not within ${parent}.`);
    }
  }
}

/** Size of the filter in disjunctive normal form. */
function disjunctions(f: Filter): number {
  if (f.kind === 'unary') return 1;
  if (f.kind === 'field')
    return f.op === 'IN' || f.op === 'ARRAY_CONTAINS_ANY'
      ? (f.value as { arrayValue: { values: Value[] } }).arrayValue.values.length
      : 1;
  if (f.op === 'OR') return f.filters.reduce((n, x) => n + disjunctions(x), 0);
  return f.filters.reduce((n, x) => n * disjunctions(x), 1);
}

function collectInequalities(f: Filter | undefined, out: Map<string, string[]>): void {
  if (!f) return;
  if (f.kind === 'composite') return f.filters.forEach((x) => collectInequalities(x, out));
  if (INEQUALITY_OPS.has(f.op)) out.set(formatFieldPath(f.field), f.field);
}

function parseCursor(raw: unknown, where: string): Cursor | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isObject(raw)) throw invalidArgument(`Invalid cursor at '${where}'`);
  const values = raw.values ?? [];
  if (!Array.isArray(values)) throw invalidArgument(`Invalid cursor values at '${where}'`);
  return { values: values.map((v, i) => decodeValue(v, `${where}.values[${i}]`)), before: raw.before === true };
}

export function parseStructuredQuery(raw: unknown, parent: string): Query {
  if (!isObject(raw)) throw invalidArgument('structuredQuery is required');
  const from = raw.from;
  if (!Array.isArray(from) || from.length !== 1 || !isObject(from[0]))
    throw invalidArgument('A query must have exactly one "from" collection selector');
  const allDescendants = from[0].allDescendants === true;
  // A kindless query (no collectionId, allDescendants) spans every collection below the parent:
  // firebase-admin's recursiveDelete sends one. '' stands for "any collection".
  const collectionId = from[0].collectionId ?? (allDescendants ? '' : undefined);
  if (typeof collectionId !== 'string' || (collectionId === '' && !allDescendants) || collectionId.includes('/'))
    throw invalidArgument(`Invalid collectionId ${JSON.stringify(collectionId)}`);

  const where =
    raw.where === undefined || raw.where === null ? undefined : parseFilter(raw.where, 'structuredQuery.where', parent);
  if (where && disjunctions(where) > MAX_DISJUNCTIONS) {
    throw invalidArgument(
      `Invalid query: the filter has more than ${MAX_DISJUNCTIONS} disjunctions in disjunctive normal form.`,
    );
  }

  const orderRaw = raw.orderBy ?? [];
  if (!Array.isArray(orderRaw)) throw invalidArgument('orderBy must be a list');
  const explicitOrderBy: Order[] = orderRaw.map((o, i) => {
    if (!isObject(o)) throw invalidArgument(`Invalid orderBy[${i}]`);
    const direction =
      o.direction === undefined ? 'ASCENDING' : decodeEnum(o.direction, DIRECTIONS, `orderBy[${i}].direction`);
    return { field: fieldRef(o.field, `orderBy[${i}].field`), direction };
  });

  const orderBy = [...explicitOrderBy];
  const has = (segs: string[]) => orderBy.some((o) => formatFieldPath(o.field) === formatFieldPath(segs));
  const lastDirection: Direction = orderBy.length ? orderBy[orderBy.length - 1].direction : 'ASCENDING';
  const inequalities = new Map<string, string[]>();
  collectInequalities(where, inequalities);
  for (const key of [...inequalities.keys()].sort(compareStrings)) {
    const segs = inequalities.get(key)!;
    if (!has(segs) && !isNamePath(segs)) orderBy.push({ field: segs, direction: lastDirection });
  }
  if (!has(['__name__'])) orderBy.push({ field: ['__name__'], direction: lastDirection });

  const startAt = parseCursor(raw.startAt, 'structuredQuery.startAt');
  const endAt = parseCursor(raw.endAt, 'structuredQuery.endAt');
  for (const c of [startAt, endAt]) {
    if (c && c.values.length > orderBy.length)
      throw invalidArgument('Too many cursor values: a cursor can have at most as many values as orderBy fields.');
    c?.values.forEach((v, i) => {
      if (isNamePath(orderBy[i].field) && !('referenceValue' in v))
        throw invalidArgument('Cursor values for __name__ must be document references.');
    });
  }

  const offset = decodeInt32(raw.offset, 'structuredQuery.offset') ?? 0;
  const limit = decodeInt32(raw.limit, 'structuredQuery.limit');

  let select: string[][] | undefined;
  if (isObject(raw.select)) {
    const fields = raw.select.fields ?? [];
    if (!Array.isArray(fields)) throw invalidArgument('select.fields must be a list');
    select = fields.map((f, i) => fieldRef(f, `select.fields[${i}]`)).filter((p) => !isNamePath(p));
  }

  return {
    parent,
    collectionId,
    allDescendants,
    where,
    explicitOrderBy,
    orderBy,
    startAt,
    endAt,
    offset,
    limit,
    select,
  };
}
