// Protobuf encoding of google.events.cloud.firestore.v1.DocumentEventData, the payload Google's
// Firestore emulator sends with v2 Firestore CloudEvents and firebase-functions decodes.
// Field numbers follow google/firestore/v1/document.proto and the events proto:
//   DocumentEventData { Document value = 1; Document old_value = 2; DocumentMask update_mask = 3; }
//   Document { string name = 1; map<string, Value> fields = 2; Timestamp create_time = 3; update_time = 4; }
import type { StoredDocument, Timestamp, Value } from '../shared/value.js';

const VARINT = 0;
const FIXED64 = 1;
const LENGTH_DELIMITED = 2;

class ProtoWriter {
  private readonly parts: Buffer[] = [];

  private varint(value: bigint): void {
    let v = BigInt.asUintN(64, value);
    const bytes: number[] = [];
    while (v >= 0x80n) {
      bytes.push(Number(v & 0x7fn) | 0x80);
      v >>= 7n;
    }
    bytes.push(Number(v));
    this.parts.push(Buffer.from(bytes));
  }

  private tag(field: number, wireType: number): void {
    this.varint(BigInt((field << 3) | wireType));
  }

  uint(field: number, value: bigint | number): this {
    this.tag(field, VARINT);
    this.varint(BigInt(value));
    return this;
  }

  double(field: number, value: number): this {
    this.tag(field, FIXED64);
    const buffer = Buffer.alloc(8);
    buffer.writeDoubleLE(value, 0);
    this.parts.push(buffer);
    return this;
  }

  bytes(field: number, value: Uint8Array): this {
    this.tag(field, LENGTH_DELIMITED);
    this.varint(BigInt(value.length));
    this.parts.push(Buffer.from(value));
    return this;
  }

  string(field: number, value: string): this {
    return this.bytes(field, Buffer.from(value, 'utf8'));
  }

  message(field: number, build: (w: ProtoWriter) => void): this {
    const nested = new ProtoWriter();
    build(nested);
    return this.bytes(field, nested.finish());
  }

  finish(): Buffer {
    return Buffer.concat(this.parts);
  }
}

function writeTimestamp(w: ProtoWriter, t: Timestamp): void {
  if (t.seconds) w.uint(1, BigInt(Math.trunc(t.seconds)));
  if (t.nanos) w.uint(2, t.nanos);
}

function writeFields(w: ProtoWriter, field: number, fields: Record<string, Value>): void {
  for (const [key, value] of Object.entries(fields)) {
    w.message(field, (entry) => {
      entry.string(1, key);
      entry.message(2, (v) => writeValue(v, value));
    });
  }
}

function writeValue(w: ProtoWriter, value: Value): void {
  if ('nullValue' in value) w.uint(11, 0);
  else if ('booleanValue' in value) w.uint(1, value.booleanValue ? 1 : 0);
  else if ('integerValue' in value) w.uint(2, value.integerValue);
  else if ('doubleValue' in value) w.double(3, value.doubleValue);
  else if ('timestampValue' in value) w.message(10, (t) => writeTimestamp(t, value.timestampValue));
  else if ('stringValue' in value) w.string(17, value.stringValue);
  else if ('bytesValue' in value) w.bytes(18, value.bytesValue);
  else if ('referenceValue' in value) w.string(5, value.referenceValue);
  else if ('geoPointValue' in value)
    w.message(8, (g) => g.double(1, value.geoPointValue.latitude).double(2, value.geoPointValue.longitude));
  else if ('arrayValue' in value)
    w.message(9, (a) => value.arrayValue.values.forEach((item) => a.message(1, (v) => writeValue(v, item))));
  else if ('mapValue' in value) w.message(6, (m) => writeFields(m, 1, value.mapValue.fields));
}

function writeDocument(w: ProtoWriter, doc: StoredDocument): void {
  w.string(1, doc.name);
  writeFields(w, 2, doc.fields);
  w.message(3, (t) => writeTimestamp(t, doc.createTime));
  w.message(4, (t) => writeTimestamp(t, doc.updateTime));
}

export function encodeDocumentEventData(
  before: StoredDocument | null,
  after: StoredDocument | null,
  updateMask?: string[],
): Buffer {
  const w = new ProtoWriter();
  if (after) w.message(1, (d) => writeDocument(d, after));
  if (before) w.message(2, (d) => writeDocument(d, before));
  if (updateMask?.length) w.message(3, (m) => updateMask.forEach((path) => m.string(1, path)));
  return w.finish();
}
