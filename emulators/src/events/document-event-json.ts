// Proto3-JSON form of DocumentEventData, for structured CloudEvents. Used when a document path
// cannot travel in a `ce-document` header (HTTP headers are ASCII only); firebase-functions
// accepts it when `datacontenttype` is application/json.
import type { StoredDocument, Timestamp, Value } from '../shared/value.js';

export function timestampToIso(t: Timestamp): string {
  const iso = new Date(t.seconds * 1000).toISOString().replace(/\.\d{3}Z$/, '');
  return `${iso}.${String(t.nanos).padStart(9, '0')}Z`;
}

function valueToJson(value: Value): unknown {
  if ('nullValue' in value) return { nullValue: null };
  if ('booleanValue' in value) return { booleanValue: value.booleanValue };
  if ('integerValue' in value) return { integerValue: value.integerValue.toString() };
  if ('doubleValue' in value) {
    const d = value.doubleValue;
    return { doubleValue: Number.isFinite(d) ? d : Number.isNaN(d) ? 'NaN' : d > 0 ? 'Infinity' : '-Infinity' };
  }
  if ('timestampValue' in value) return { timestampValue: timestampToIso(value.timestampValue) };
  if ('stringValue' in value) return { stringValue: value.stringValue };
  if ('bytesValue' in value) return { bytesValue: Buffer.from(value.bytesValue).toString('base64') };
  if ('referenceValue' in value) return { referenceValue: value.referenceValue };
  if ('geoPointValue' in value) return { geoPointValue: { ...value.geoPointValue } };
  if ('arrayValue' in value) return { arrayValue: { values: value.arrayValue.values.map(valueToJson) } };
  return { mapValue: { fields: fieldsToJson(value.mapValue.fields) } };
}

function fieldsToJson(fields: Record<string, Value>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, valueToJson(value)]));
}

function documentToJson(doc: StoredDocument): Record<string, unknown> {
  return {
    name: doc.name,
    fields: fieldsToJson(doc.fields),
    createTime: timestampToIso(doc.createTime),
    updateTime: timestampToIso(doc.updateTime),
  };
}

export function documentEventDataJson(
  before: StoredDocument | null,
  after: StoredDocument | null,
  updateMask?: string[],
): Record<string, unknown> {
  return {
    ...(after ? { value: documentToJson(after) } : {}),
    ...(before ? { oldValue: documentToJson(before) } : {}),
    ...(updateMask?.length ? { updateMask: { fieldPaths: updateMask } } : {}),
  };
}
