// firestore.indexes.json, read and checked the way `firebase deploy` would take it: composite
// indexes (collection or collection-group scope) and single-field overrides (exemptions, TTL).
import { readFileSync } from 'node:fs';
import { parseFieldPath } from './field-path.js';

export type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';
/** How an index holds a field: ordered either way, or its array's elements (array-contains). */
export type FieldMode = 'ASCENDING' | 'DESCENDING' | 'CONTAINS';

export interface IndexField {
  path: string[];
  mode: FieldMode;
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: QueryScope;
  /** The declared fields; `__name__` only when declared explicitly (as the last field). */
  fields: IndexField[];
}

export interface FieldOverride {
  collectionGroup: string;
  /** Segments, or ['*'] for every field of the group. */
  path: string[];
  /** The single-field indexes this field (and the fields under it) keeps; [] exempts it from all. */
  indexes: { mode: FieldMode; queryScope: QueryScope }[];
  ttl: boolean;
}

export interface IndexConfig {
  indexes: CompositeIndex[];
  fieldOverrides: FieldOverride[];
}

const SCOPES = new Set<string>(['COLLECTION', 'COLLECTION_GROUP']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function fail(where: string, problem: string): never {
  throw new Error(`firestore.indexes.json: ${where}: ${problem}`);
}

function modeOf(raw: Record<string, unknown>, where: string): FieldMode {
  const { order, arrayConfig } = raw;
  if ((order === undefined) === (arrayConfig === undefined))
    fail(where, 'each field needs exactly one of "order" or "arrayConfig"');
  if (arrayConfig !== undefined) {
    if (arrayConfig !== 'CONTAINS') fail(where, `arrayConfig ${JSON.stringify(arrayConfig)} (only CONTAINS)`);
    return 'CONTAINS';
  }
  if (order !== 'ASCENDING' && order !== 'DESCENDING') fail(where, `order ${JSON.stringify(order)}`);
  return order;
}

function scopeOf(raw: unknown, where: string): QueryScope {
  const scope = raw ?? 'COLLECTION';
  if (typeof scope !== 'string' || !SCOPES.has(scope)) fail(where, `queryScope ${JSON.stringify(scope)}`);
  return scope as QueryScope;
}

function groupOf(raw: unknown, where: string): string {
  if (typeof raw !== 'string' || raw === '' || raw.includes('/'))
    fail(where, 'collectionGroup must be a collection id');
  return raw;
}

function pathOf(raw: unknown, where: string): string[] {
  try {
    return parseFieldPath(raw);
  } catch {
    return fail(where, `fieldPath ${JSON.stringify(raw)}`);
  }
}

function parseComposite(raw: unknown, i: number): CompositeIndex {
  const where = `indexes[${i}]`;
  if (!isObject(raw) || !Array.isArray(raw.fields)) fail(where, 'an index needs "collectionGroup" and "fields"');
  const fields = raw.fields.map((f, j) => {
    if (!isObject(f)) fail(`${where}.fields[${j}]`, 'not an object');
    return { path: pathOf(f.fieldPath, `${where}.fields[${j}]`), mode: modeOf(f, `${where}.fields[${j}]`) };
  });
  const named = fields.filter((f) => f.path.length === 1 && f.path[0] === '__name__');
  if (named.length > 1 || (named.length === 1 && fields.at(-1) !== named[0]))
    fail(where, '__name__ may only be the last field');
  // Firestore refuses a composite index a single-field index already is.
  if (fields.length < 2) fail(where, 'a composite index needs at least two fields');
  if (fields.filter((f) => f.mode === 'CONTAINS').length > 1) fail(where, 'at most one arrayConfig field');
  return { collectionGroup: groupOf(raw.collectionGroup, where), queryScope: scopeOf(raw.queryScope, where), fields };
}

function parseOverride(raw: unknown, i: number): FieldOverride {
  const where = `fieldOverrides[${i}]`;
  if (!isObject(raw)) fail(where, 'not an object');
  const path = raw.fieldPath === '*' ? ['*'] : pathOf(raw.fieldPath, where);
  if (raw.indexes !== undefined && !Array.isArray(raw.indexes)) fail(where, '"indexes" must be a list');
  const indexes = ((raw.indexes as unknown[] | undefined) ?? []).map((x, j) => {
    if (!isObject(x)) fail(`${where}.indexes[${j}]`, 'not an object');
    return { mode: modeOf(x, `${where}.indexes[${j}]`), queryScope: scopeOf(x.queryScope, `${where}.indexes[${j}]`) };
  });
  if (raw.ttl !== undefined && typeof raw.ttl !== 'boolean') fail(where, '"ttl" must be true or false');
  return { collectionGroup: groupOf(raw.collectionGroup, where), path, indexes, ttl: raw.ttl === true };
}

export function parseIndexConfig(raw: unknown): IndexConfig {
  if (!isObject(raw)) fail('top level', 'expected an object with "indexes" and "fieldOverrides"');
  const indexes = raw.indexes ?? [];
  const overrides = raw.fieldOverrides ?? [];
  if (!Array.isArray(indexes) || !Array.isArray(overrides))
    fail('top level', '"indexes" and "fieldOverrides" must be lists');
  return { indexes: indexes.map(parseComposite), fieldOverrides: overrides.map(parseOverride) };
}

export function readIndexConfig(path: string): IndexConfig {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new Error(`${path}: ${(err as Error).message}`);
  }
  return parseIndexConfig(json);
}
