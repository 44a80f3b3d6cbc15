// Runs a normalized query against the store: candidate selection (equality index when possible),
// filtering with Firestore's type-strict semantics, ordering, cursors, offset/limit, projection.
import type { StoredDocument, Value } from '../shared/value.js';
import { getField, isNamePath } from './field-path.js';
import type { Cursor, Filter, Order, Query } from './query-model.js';
import type { DocumentStore } from './store.js';
import { compareValues, isNaNValue, typeOrder, valuesEqual } from './value-order.js';

export function fieldValue(doc: StoredDocument, segs: string[]): Value | undefined {
  return isNamePath(segs) ? { referenceValue: doc.name } : getField(doc.fields, segs);
}

const sameTypeCompare = (a: Value, b: Value): number | null => {
  if (typeOrder(a) !== typeOrder(b) || isNaNValue(a) || isNaNValue(b)) return null;
  return compareValues(a, b);
};

const arrayItems = (v: Value): Value[] => ('arrayValue' in v ? v.arrayValue.values : []);

export function matches(doc: StoredDocument, f: Filter): boolean {
  if (f.kind === 'composite')
    return f.op === 'AND' ? f.filters.every((x) => matches(doc, x)) : f.filters.some((x) => matches(doc, x));
  const v = fieldValue(doc, f.field);
  if (f.kind === 'unary') {
    if (v === undefined) return false;
    switch (f.op) {
      case 'IS_NULL':
        return 'nullValue' in v;
      case 'IS_NOT_NULL':
        return !('nullValue' in v);
      case 'IS_NAN':
        return isNaNValue(v);
      case 'IS_NOT_NAN':
        return !isNaNValue(v) && !('nullValue' in v);
    }
  }
  if (v === undefined) return false;
  const operand = f.value;
  switch (f.op) {
    case 'EQUAL':
      return valuesEqual(v, operand);
    case 'NOT_EQUAL':
      return !('nullValue' in v) && !valuesEqual(v, operand);
    case 'LESS_THAN': {
      const c = sameTypeCompare(v, operand);
      return c !== null && c < 0;
    }
    case 'LESS_THAN_OR_EQUAL': {
      const c = sameTypeCompare(v, operand);
      return c !== null && c <= 0;
    }
    case 'GREATER_THAN': {
      const c = sameTypeCompare(v, operand);
      return c !== null && c > 0;
    }
    case 'GREATER_THAN_OR_EQUAL': {
      const c = sameTypeCompare(v, operand);
      return c !== null && c >= 0;
    }
    case 'ARRAY_CONTAINS':
      return arrayItems(v).some((x) => valuesEqual(x, operand));
    case 'IN':
      return arrayItems(operand).some((x) => valuesEqual(v, x));
    case 'NOT_IN':
      return !('nullValue' in v) && !arrayItems(operand).some((x) => valuesEqual(v, x));
    case 'ARRAY_CONTAINS_ANY': {
      const wanted = arrayItems(operand);
      return arrayItems(v).some((x) => wanted.some((w) => valuesEqual(x, w)));
    }
  }
}

interface Keyed {
  doc: StoredDocument;
  /** The orderBy values, looked up once. */
  keys: Value[];
}

function compareKeyed(a: Keyed, b: Keyed, orderBy: Order[]): number {
  for (let i = 0; i < orderBy.length; i++) {
    const c = compareValues(a.keys[i], b.keys[i]);
    if (c !== 0) return orderBy[i].direction === 'DESCENDING' ? -c : c;
  }
  return 0;
}

/** <0: the document sorts before the cursor position; 0: at it; >0: after. Only the cursor's values count. */
function compareToCursor(d: Keyed, cursor: Cursor, orderBy: Order[]): number {
  for (let i = 0; i < cursor.values.length; i++) {
    const c = compareValues(d.keys[i], cursor.values[i]);
    if (c !== 0) return orderBy[i].direction === 'DESCENDING' ? -c : c;
  }
  return 0;
}

/** The first `k` items in order: a bounded insertion buffer, O(n log k) instead of a full sort. */
function firstK(items: Keyed[], k: number, orderBy: Order[]): Keyed[] {
  if (k >= items.length / 4) return items.sort((a, b) => compareKeyed(a, b, orderBy)).slice(0, k);
  const top: Keyed[] = [];
  for (const item of items) {
    if (top.length === k && compareKeyed(item, top[k - 1], orderBy) >= 0) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareKeyed(top[mid], item, orderBy) <= 0) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, item);
    if (top.length > k) top.pop();
  }
  return top;
}

/** Whether a document of this name is in the collection(s) the query reads (filters aside). */
export function isInScope(name: string, q: Query): boolean {
  const collection = name.slice(0, name.lastIndexOf('/'));
  if (!q.allDescendants) return collection === `${q.parent}/${q.collectionId}`;
  if (!collection.startsWith(q.parent + '/')) return false;
  return q.collectionId === '' || collection.slice(collection.lastIndexOf('/') + 1) === q.collectionId;
}

/** The smallest candidate set the equality index can prove, or null when the query needs a scan. */
function indexedCandidates(store: DocumentStore, q: Query): StoredDocument[] | null {
  if (q.collectionId === '') return null;
  const conjuncts = !q.where ? [] : q.where.kind === 'composite' && q.where.op === 'AND' ? q.where.filters : [q.where];
  let best: Set<string> | null = null;
  for (const f of conjuncts) {
    let names: Set<string> | null = null;
    if (f.kind === 'field' && !isNamePath(f.field) && !isNaNValue(f.value)) {
      if (f.op === 'EQUAL') names = store.equalityMatches(q.collectionId, f.field, f.value);
      else if (f.op === 'IN') {
        names = new Set();
        for (const v of arrayItems(f.value))
          for (const n of store.equalityMatches(q.collectionId, f.field, v)) names.add(n);
      }
    } else if (f.kind === 'unary' && f.op === 'IS_NULL') {
      names = store.equalityMatches(q.collectionId, f.field, { nullValue: null });
    } else if (f.kind === 'field' && isNamePath(f.field) && f.op === 'EQUAL' && 'referenceValue' in f.value) {
      names = new Set([f.value.referenceValue]);
    }
    if (names && (!best || names.size < best.size)) best = names;
  }
  if (!best) return null;
  const out: StoredDocument[] = [];
  for (const n of best) {
    const d = store.get(n);
    if (d && isInScope(d.name, q)) out.push(d);
  }
  return out;
}

export interface QueryResult {
  documents: StoredDocument[];
}

/** Matching documents in order, with cursors, offset and limit applied (no projection). */
export function executeQuery(store: DocumentStore, q: Query): QueryResult {
  let docs = indexedCandidates(store, q);
  if (!docs) {
    const source = !q.allDescendants
      ? store.collectionDocs(`${q.parent}/${q.collectionId}`)
      : q.collectionId === ''
        ? store.descendantDocs(q.parent)
        : store.groupDocs(q.collectionId, q.parent);
    docs = [...source];
  }
  const { where, startAt, endAt, orderBy } = q;
  const matched: Keyed[] = [];
  for (const doc of docs) {
    if (where && !matches(doc, where)) continue;
    const keys: Value[] = [];
    let complete = true;
    for (const o of orderBy) {
      const v = fieldValue(doc, o.field);
      if (v === undefined) {
        complete = false;
        break;
      }
      keys.push(v);
    }
    if (!complete) continue;
    const d = { doc, keys };
    if (
      startAt &&
      (startAt.before ? compareToCursor(d, startAt, orderBy) < 0 : compareToCursor(d, startAt, orderBy) <= 0)
    )
      continue;
    if (endAt && (endAt.before ? compareToCursor(d, endAt, orderBy) >= 0 : compareToCursor(d, endAt, orderBy) > 0))
      continue;
    matched.push(d);
  }
  const ordered =
    q.limit === undefined
      ? matched.sort((a, b) => compareKeyed(a, b, orderBy))
      : firstK(matched, q.offset + q.limit, orderBy);
  const page = ordered.slice(q.offset, q.limit === undefined ? undefined : q.offset + q.limit);
  return { documents: page.map((d) => d.doc) };
}
