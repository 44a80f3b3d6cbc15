// Whether the indexes production would have serve a query, as production decides it: a query is
// served by indexes that each hold some of its fixed fields followed by exactly its order (and
// __name__ in its direction), together holding every fixed field (index merging: Firestore joins
// such indexes on the shared order). Single-field indexes exist for every field in collection
// scope (ascending, descending, array-contains) unless an override says otherwise, and in
// collection-group scope only where an override enables them; composite indexes are the declared
// ones. A query nothing serves fails with FAILED_PRECONDITION and production's message.
import { FirestoreError } from './errors.js';
import { formatFieldPath, isNamePath } from './field-path.js';
import type { CompositeIndex, FieldMode, IndexConfig, IndexField, QueryScope } from './index-config.js';
import { missingCompositeMessage, missingSingleFieldMessage } from './index-message.js';
import { requirementsOf, type FixedField, type Requirement } from './index-requirements.js';
import type { Direction, Query } from './query-model.js';

interface Candidate {
  /** Every field before __name__. */
  fields: IndexField[];
  nameDirection: Direction;
}

const key = (path: string[]) => formatFieldPath(path);
const NAME = ['__name__'];

/** An index's __name__ direction: declared, else the last field's, ascending after array-contains. */
function candidateOf(index: CompositeIndex): Candidate {
  const last = index.fields.at(-1)!;
  if (isNamePath(last.path))
    return {
      fields: index.fields.slice(0, -1),
      nameDirection: last.mode === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING',
    };
  return { fields: index.fields, nameDirection: last.mode === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING' };
}

const serves = (mode: FieldMode, fixed: FixedField['mode']) => (fixed === 'contains') === (mode === 'CONTAINS');

export class IndexCatalog {
  constructor(private readonly config: IndexConfig) {}

  /** Throws FAILED_PRECONDITION unless every disjunct of the query is served. `database`: projects/{p}/databases/{d}. */
  check(q: Query, database: string): void {
    // A kindless query (admin's recursive delete) reads the built-in __name__ index only.
    if (q.collectionId === '') return;
    const scope: QueryScope = q.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION';
    for (const requirement of requirementsOf(q)) {
      const missing = this.missing(q.collectionId, scope, requirement);
      if (missing) throw new FirestoreError('FAILED_PRECONDITION', missing(database));
    }
  }

  /** The single-field index of a field in a mode and scope, if the overrides leave it on. */
  private singleFieldEnabled(group: string, scope: QueryScope, path: string[], mode: FieldMode): boolean {
    const override = this.overrideOf(group, path);
    if (!override) return scope === 'COLLECTION';
    return override.indexes.some((i) => i.mode === mode && i.queryScope === scope);
  }

  /** The override of the field or its nearest parent map (or the group's `*`). */
  private overrideOf(group: string, path: string[]) {
    const mine = this.config.fieldOverrides.filter((o) => o.collectionGroup === group);
    for (let n = path.length; n > 0; n--) {
      const found = mine.find((o) => key(o.path) === key(path.slice(0, n)));
      if (found) return found;
    }
    return mine.find((o) => o.path.length === 1 && o.path[0] === '*');
  }

  private candidates(group: string, scope: QueryScope, r: Requirement): Candidate[] {
    const composite = this.config.indexes
      .filter((i) => i.collectionGroup === group && i.queryScope === scope)
      .map(candidateOf);
    const paths = [...r.fixed.map((f) => f.path), ...r.order.map((o) => o.path)];
    const single: Candidate[] = [];
    for (const path of paths)
      for (const mode of ['ASCENDING', 'DESCENDING', 'CONTAINS'] as const)
        if (this.singleFieldEnabled(group, scope, path, mode))
          single.push({ fields: [{ path, mode }], nameDirection: mode === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING' });
    return [...composite, ...single];
  }

  /** The fixed fields an index can serve for this requirement, or null when it cannot be used. */
  private usable(c: Candidate, r: Requirement): FixedField[] | null {
    if (c.nameDirection !== r.nameDirection || c.fields.length < r.order.length) return null;
    const prefix = c.fields.slice(0, c.fields.length - r.order.length);
    const suffix = c.fields.slice(c.fields.length - r.order.length);
    const orderMatches = suffix.every(
      (f, i) => f.mode === r.order[i].direction && key(f.path) === key(r.order[i].path),
    );
    if (!orderMatches) return null;
    const served: FixedField[] = [];
    for (const f of prefix) {
      const fixed = r.fixed.find((x) => key(x.path) === key(f.path) && serves(f.mode, x.mode));
      if (!fixed) return null; // a field the query does not fix breaks the index's order
      served.push(fixed);
    }
    return served;
  }

  private missing(group: string, scope: QueryScope, r: Requirement): ((database: string) => string) | null {
    const usable = this.candidates(group, scope, r)
      .map((c) => this.usable(c, r))
      .filter((s): s is FixedField[] => s !== null);
    const covered = r.fixed.every((f) => usable.some((s) => s.includes(f)));
    // Nothing fixed: one index must give the order by itself (or none at all, for __name__ ascending).
    const ordered =
      r.fixed.length > 0 || usable.length > 0 || (r.order.length === 0 && r.nameDirection === 'ASCENDING');
    if (covered && ordered) return null;
    return this.explain(group, scope, r);
  }

  /** What production asks for: a single-field index when one field would do, else a composite index. */
  private explain(group: string, scope: QueryScope, r: Requirement): (database: string) => string {
    const asField = (f: FixedField): IndexField => ({
      path: f.path,
      mode: f.mode === 'contains' ? 'CONTAINS' : r.nameDirection,
    });
    const alone = r.order.length === 0 ? r.fixed : [];
    const single =
      alone.length === 1 && !(alone[0].mode === 'contains' && r.nameDirection === 'DESCENDING')
        ? asField(alone[0])
        : r.order.length === 1 && r.fixed.length === 0 && r.order[0].direction === r.nameDirection
          ? { path: r.order[0].path, mode: r.order[0].direction }
          : r.order.length === 0
            ? alone.map(asField).find((f) => !this.singleFieldEnabled(group, scope, f.path, f.mode))
            : undefined;
    if (single) return (database) => missingSingleFieldMessage(database, group, scope, single);
    const fields: IndexField[] = [
      ...r.fixed.map((f) => ({
        path: f.path,
        mode: f.mode === 'contains' ? ('CONTAINS' as const) : ('ASCENDING' as const),
      })),
      ...r.order.map((o) => ({ path: o.path, mode: o.direction })),
      { path: NAME, mode: r.nameDirection },
    ];
    return (database) => missingCompositeMessage(database, group, scope, fields, r.inequalityFields);
  }
}
