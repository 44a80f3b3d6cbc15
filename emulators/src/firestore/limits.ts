// Documented Firestore limits: 1 MiB per document (storage-size rules), 20 levels of nesting.
import type { StoredDocument, Value } from '../shared/value.js';
import { invalidArgument } from './errors.js';

export const MAX_DOCUMENT_BYTES = 1_048_576;
export const MAX_DEPTH = 20;
export const MAX_WRITES_PER_COMMIT = 500;

const stringSize = (s: string) => Buffer.byteLength(s) + 1;

function nameSize(name: string): number {
  const rel = name.slice(name.indexOf('/documents/') + '/documents/'.length);
  return rel.split('/').reduce((n, s) => n + stringSize(s), 0) + 16;
}

function valueSize(v: Value): number {
  if ('nullValue' in v || 'booleanValue' in v) return 1;
  if ('integerValue' in v || 'doubleValue' in v || 'timestampValue' in v) return 8;
  if ('stringValue' in v) return stringSize(v.stringValue);
  if ('bytesValue' in v) return v.bytesValue.length;
  if ('referenceValue' in v) return nameSize(v.referenceValue);
  if ('geoPointValue' in v) return 16;
  if ('arrayValue' in v) return v.arrayValue.values.reduce((n, x) => n + valueSize(x), 0);
  return fieldsSize(v.mapValue.fields);
}

const fieldsSize = (fields: Record<string, Value>) =>
  Object.entries(fields).reduce((n, [k, v]) => n + stringSize(k) + valueSize(v), 0);

export const documentSize = (doc: Pick<StoredDocument, 'name' | 'fields'>) =>
  nameSize(doc.name) + fieldsSize(doc.fields) + 32;

/** Depth of the deepest value: a top-level scalar is 1, each enclosing map/array adds 1. */
function depthOf(v: Value): number {
  if ('arrayValue' in v) return 1 + Math.max(0, ...v.arrayValue.values.map(depthOf));
  if ('mapValue' in v) return 1 + Math.max(0, ...Object.values(v.mapValue.fields).map(depthOf));
  return 0;
}

export function checkDocumentLimits(doc: Pick<StoredDocument, 'name' | 'fields'>): void {
  const size = documentSize(doc);
  if (size > MAX_DOCUMENT_BYTES) {
    throw invalidArgument(
      `Document '${doc.name}' cannot be written because its size (${size} bytes) exceeds the maximum allowed size of ${MAX_DOCUMENT_BYTES} bytes.`,
    );
  }
  for (const [k, v] of Object.entries(doc.fields)) {
    if (depthOf(v) + 1 > MAX_DEPTH)
      throw invalidArgument(
        `Field '${k}' of document '${doc.name}' exceeds the maximum nesting depth of ${MAX_DEPTH} levels.`,
      );
  }
}
