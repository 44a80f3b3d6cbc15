// In-memory buckets of objects, with GCS list semantics (prefix, delimiter, pages).
import type { ObjectMetadata, StoredObject } from './metadata.js';
import { HttpError } from './http-util.js';

export interface ListOptions {
  prefix: string;
  delimiter?: string;
  maxResults: number;
  pageToken?: string;
}

export interface ListResult {
  prefixes: string[];
  items: StoredObject[];
  nextPageToken?: string;
}

export class ObjectStore {
  private readonly buckets = new Map<string, Map<string, StoredObject>>();

  get(bucket: string, name: string): StoredObject | undefined {
    return this.buckets.get(bucket)?.get(name);
  }

  put(object: StoredObject): void {
    const { bucket, name } = object.metadata;
    let objects = this.buckets.get(bucket);
    if (!objects) {
      objects = new Map();
      this.buckets.set(bucket, objects);
    }
    objects.set(name, object);
  }

  replaceMetadata(metadata: ObjectMetadata): StoredObject {
    const current = this.get(metadata.bucket, metadata.name);
    if (!current) throw new HttpError(404, `Object ${metadata.name} not found`);
    const next = { metadata, data: current.data };
    this.put(next);
    return next;
  }

  delete(bucket: string, name: string): StoredObject | undefined {
    const objects = this.buckets.get(bucket);
    const existing = objects?.get(name);
    if (existing) objects!.delete(name);
    return existing;
  }

  clear(): void {
    this.buckets.clear();
  }

  all(): StoredObject[] {
    return [...this.buckets.values()].flatMap((objects) => [...objects.values()]);
  }

  list(bucket: string, options: ListOptions): ListResult {
    const objects = this.buckets.get(bucket);
    const names = objects ? [...objects.keys()].filter((name) => name.startsWith(options.prefix)) : [];
    names.sort(compareUtf8);
    // Entries are items or prefixes in one name-ordered sequence; a page counts both.
    const entries: { key: string; prefix?: string; item?: StoredObject }[] = [];
    const seenPrefixes = new Set<string>();
    for (const name of names) {
      const rest = name.slice(options.prefix.length);
      const cut = options.delimiter ? rest.indexOf(options.delimiter) : -1;
      if (cut >= 0) {
        const prefix = options.prefix + rest.slice(0, cut + options.delimiter!.length);
        if (!seenPrefixes.has(prefix)) {
          seenPrefixes.add(prefix);
          entries.push({ key: prefix, prefix });
        }
      } else {
        entries.push({ key: name, item: objects!.get(name)! });
      }
    }
    const after = options.pageToken ? decodePageToken(options.pageToken) : undefined;
    const start = after === undefined ? 0 : entries.findIndex((entry) => compareUtf8(entry.key, after) > 0);
    const page = start < 0 ? [] : entries.slice(start, start + options.maxResults);
    const more = start >= 0 && start + options.maxResults < entries.length;
    return {
      prefixes: page.filter((e) => e.prefix !== undefined).map((e) => e.prefix!),
      items: page.filter((e) => e.item).map((e) => e.item!),
      nextPageToken: more ? encodePageToken(page[page.length - 1].key) : undefined,
    };
  }
}

/** GCS orders names by their UTF-8 bytes. */
export function compareUtf8(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

function encodePageToken(lastKey: string): string {
  return Buffer.from(lastKey, 'utf8').toString('base64url');
}

function decodePageToken(token: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(token)) throw new HttpError(400, 'Invalid pageToken');
  return Buffer.from(token, 'base64url').toString('utf8');
}
