// What a query asks of the indexes, per disjunct of its filter in disjunctive normal form: the
// fields it fixes (equality, in, null/NaN: any ordered index serves; array-contains(-any): an
// array-contains index), then the order its results come in (its orderBy and inequality fields,
// fixed fields dropped), then __name__ in the direction of the last order.
import { formatFieldPath, isNamePath } from './field-path.js';
import type { Direction, Filter, Query } from './query-model.js';

export interface FixedField {
  path: string[];
  mode: 'equal' | 'contains';
}

export interface OrderedField {
  path: string[];
  direction: Direction;
}

export interface Requirement {
  fixed: FixedField[];
  order: OrderedField[];
  nameDirection: Direction;
  /** Fields with range or inequality filters (more than one earns production's extra hint). */
  inequalityFields: number;
}

type Leaf = Exclude<Filter, { kind: 'composite' }>;

const EQUAL_OPS = new Set(['EQUAL', 'IN', 'IS_NULL', 'IS_NAN']);
const CONTAINS_OPS = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);

/** The filter as OR of ANDs of leaves. */
function disjuncts(filter: Filter | undefined): Leaf[][] {
  if (!filter) return [[]];
  if (filter.kind !== 'composite') return [[filter]];
  const parts = filter.filters.map(disjuncts);
  if (filter.op === 'OR') return parts.flat();
  return parts.reduce<Leaf[][]>((acc, part) => acc.flatMap((a) => part.map((b) => [...a, ...b])), [[]]);
}

const key = (path: string[]) => formatFieldPath(path);

function requirementOf(conjuncts: Leaf[], q: Query): Requirement {
  const fixed: FixedField[] = [];
  const inequalities = new Set<string>();
  for (const leaf of conjuncts) {
    if (isNamePath(leaf.field)) continue; // every index ends with __name__
    const mode = EQUAL_OPS.has(leaf.op) ? 'equal' : CONTAINS_OPS.has(leaf.op) ? 'contains' : null;
    if (!mode) inequalities.add(key(leaf.field));
    else if (!fixed.some((f) => f.mode === mode && key(f.path) === key(leaf.field)))
      fixed.push({ path: leaf.field, mode });
  }
  const equal = new Set(fixed.filter((f) => f.mode === 'equal').map((f) => key(f.path)));
  const order: OrderedField[] = [];
  let nameDirection: Direction = 'ASCENDING';
  for (const o of q.orderBy) {
    if (isNamePath(o.field)) {
      nameDirection = o.direction;
      break; // names are unique: nothing orders after them
    }
    // A fixed field has one value: ordering by it changes nothing.
    if (!equal.has(key(o.field)) && !order.some((x) => key(x.path) === key(o.field)))
      order.push({ path: o.field, direction: o.direction });
  }
  return { fixed, order, nameDirection, inequalityFields: inequalities.size };
}

export function requirementsOf(q: Query): Requirement[] {
  return disjuncts(q.where).map((conjuncts) => requirementOf(conjuncts, q));
}
