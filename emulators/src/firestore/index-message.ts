// Production's words for a query no index serves, console link included. The link carries a
// google.firestore.admin.v1.Index message (name, query_scope, fields), protobuf-encoded, base64url
// without padding: `indexes/_` for a composite index to create, `fields/<path>` for a single-field
// index to enable (an exemption, or the collection-group scope that is off by default).
import { formatFieldPath } from './field-path.js';
import type { FieldMode, IndexField, QueryScope } from './index-config.js';

const MULTIPLE_RANGE_FIELDS =
  ' .\nThe query contains range and inequality filters on multiple fields, please refer to the documentation ' +
  'for index selection best practices: https://cloud.google.com/firestore/docs/query-data/multiple-range-fields.';

function varint(n: number): number[] {
  const out: number[] = [];
  while (n > 0x7f) {
    out.push((n & 0x7f) | 0x80);
    n >>>= 7;
  }
  out.push(n);
  return out;
}

const bytesField = (tag: number, bytes: Uint8Array | number[]) => [(tag << 3) | 2, ...varint(bytes.length), ...bytes];
const enumField = (tag: number, value: number) => [tag << 3, ...varint(value)];
const text = (s: string) => [...new TextEncoder().encode(s)];

/** Index.IndexField: field_path = 1, order = 2 (ASCENDING 1, DESCENDING 2), array_config = 3 (CONTAINS 1). */
function encodeField(field: IndexField): number[] {
  const mode = field.mode === 'CONTAINS' ? enumField(3, 1) : enumField(2, field.mode === 'ASCENDING' ? 1 : 2);
  return [...bytesField(1, text(formatFieldPath(field.path))), ...mode];
}

/** Index: name = 1, query_scope = 2 (COLLECTION 1, COLLECTION_GROUP 2), fields = 3. */
function encodeIndex(name: string, scope: QueryScope, fields: IndexField[]): string {
  const bytes = [
    ...bytesField(1, text(name)),
    ...enumField(2, scope === 'COLLECTION' ? 1 : 2),
    ...fields.flatMap((f) => bytesField(3, encodeField(f))),
  ];
  return Buffer.from(bytes).toString('base64url');
}

const consoleUrl = (project: string) => `https://console.firebase.google.com/v1/r/project/${project}/firestore/indexes`;

const KIND: Record<FieldMode, string> = { ASCENDING: 'ASC', DESCENDING: 'DESC', CONTAINS: 'CONTAINS' };

/** `database` is `projects/{p}/databases/{d}`. */
export function missingCompositeMessage(
  database: string,
  group: string,
  scope: QueryScope,
  fields: IndexField[],
  inequalityFields: number,
): string {
  const project = database.split('/')[1];
  const blob = encodeIndex(`${database}/collectionGroups/${group}/indexes/_`, scope, fields);
  const message = `The query requires an index. You can create it here: ${consoleUrl(project)}?create_composite=${blob}`;
  return inequalityFields > 1 ? message + MULTIPLE_RANGE_FIELDS : message;
}

export function missingSingleFieldMessage(
  database: string,
  group: string,
  scope: QueryScope,
  field: IndexField,
): string {
  const project = database.split('/')[1];
  const path = formatFieldPath(field.path);
  const blob = encodeIndex(`${database}/collectionGroups/${group}/fields/${path}`, scope, [field]);
  return (
    `The query requires a ${scope}_${KIND[field.mode]} index for collection ${group} and field ${path}. ` +
    `You can create it here: ${consoleUrl(project)}?create_exemption=${blob}`
  );
}
