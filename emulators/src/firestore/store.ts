// The document store: documents by name, grouped per collection, plus an equality index
// (collectionId + field path → canonical value → document names) so == filters avoid scans.
import type { StoredDocument, Value } from '../shared/value.js';
import { splitDocumentName } from './paths.js';
import { canonicalKey } from './value-order.js';

const SEP = '\u0000';

function forEachIndexedField(
  fields: Record<string, Value>,
  prefix: string,
  fn: (path: string, v: Value) => void,
): void {
  for (const [k, v] of Object.entries(fields)) {
    const path = prefix ? prefix + SEP + k : k;
    fn(path, v);
    if ('mapValue' in v) forEachIndexedField(v.mapValue.fields, path, fn);
  }
}

export const indexPathKey = (segs: string[]) => segs.join(SEP);

export class DocumentStore {
  private readonly docs = new Map<string, StoredDocument>();
  /** collection resource name → id → doc */
  private readonly collections = new Map<string, Map<string, StoredDocument>>();
  /** collectionId → collection resource names holding documents */
  private readonly groups = new Map<string, Set<string>>();
  /** collectionId + SEP + SEP + field path → canonical value → names */
  private readonly equality = new Map<string, Map<string, Set<string>>>();

  get size(): number {
    return this.docs.size;
  }

  get(name: string): StoredDocument | null {
    return this.docs.get(name) ?? null;
  }

  all(): IterableIterator<StoredDocument> {
    return this.docs.values();
  }

  put(doc: StoredDocument): void {
    const { collection, id } = splitDocumentName(doc.name);
    const old = this.docs.get(doc.name);
    if (old) this.unindex(old);
    this.docs.set(doc.name, doc);
    let coll = this.collections.get(collection);
    if (!coll) {
      coll = new Map();
      this.collections.set(collection, coll);
      const cid = collection.slice(collection.lastIndexOf('/') + 1);
      let g = this.groups.get(cid);
      if (!g) this.groups.set(cid, (g = new Set()));
      g.add(collection);
    }
    coll.set(id, doc);
    this.index(doc);
  }

  delete(name: string): void {
    const old = this.docs.get(name);
    if (!old) return;
    this.unindex(old);
    this.docs.delete(name);
    const { collection, id } = splitDocumentName(name);
    const coll = this.collections.get(collection);
    if (!coll) return;
    coll.delete(id);
    if (coll.size === 0) {
      this.collections.delete(collection);
      const cid = collection.slice(collection.lastIndexOf('/') + 1);
      this.groups.get(cid)?.delete(collection);
    }
  }

  clear(): void {
    this.docs.clear();
    this.collections.clear();
    this.groups.clear();
    this.equality.clear();
  }

  collectionDocs(collection: string): Iterable<StoredDocument> {
    return this.collections.get(collection)?.values() ?? [];
  }

  /** Documents of every collection named `collectionId` below `parent` (a database root or document name). */
  *groupDocs(collectionId: string, parent: string): Iterable<StoredDocument> {
    for (const coll of this.groups.get(collectionId) ?? []) {
      if (coll.startsWith(parent + '/')) yield* this.collections.get(coll)?.values() ?? [];
    }
  }

  /** Every document in any collection below `parent` (kindless queries). */
  *descendantDocs(parent: string): Iterable<StoredDocument> {
    for (const [name, docs] of this.collections) if (name.startsWith(parent + '/')) yield* docs.values();
  }

  /** Names of documents in collections with this id whose field equals `value`; undefined = not indexed. */
  equalityMatches(collectionId: string, fieldSegs: string[], value: Value): Set<string> {
    return this.equality.get(collectionId + SEP + SEP + indexPathKey(fieldSegs))?.get(canonicalKey(value)) ?? new Set();
  }

  /** Collection resource names that hold documents (directly). */
  collectionNames(): IterableIterator<string> {
    return this.collections.keys();
  }

  private index(doc: StoredDocument): void {
    const cid = collectionIdOf(doc.name);
    forEachIndexedField(doc.fields, '', (path, v) => {
      const key = cid + SEP + SEP + path;
      let byValue = this.equality.get(key);
      if (!byValue) this.equality.set(key, (byValue = new Map()));
      const ck = canonicalKey(v);
      let names = byValue.get(ck);
      if (!names) byValue.set(ck, (names = new Set()));
      names.add(doc.name);
    });
  }

  private unindex(doc: StoredDocument): void {
    const cid = collectionIdOf(doc.name);
    forEachIndexedField(doc.fields, '', (path, v) => {
      const byValue = this.equality.get(cid + SEP + SEP + path);
      const ck = canonicalKey(v);
      const names = byValue?.get(ck);
      if (!names) return;
      names.delete(doc.name);
      if (names.size === 0) byValue!.delete(ck);
    });
  }
}

export function collectionIdOf(docName: string): string {
  const { collection } = splitDocumentName(docName);
  return collection.slice(collection.lastIndexOf('/') + 1);
}
