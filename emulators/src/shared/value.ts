// The in-memory form of a Firestore value shared by the Firestore emulator, the Security Rules
// engine and the Storage emulator (for firestore.get in storage.rules). It mirrors the v1 proto
// `Value` oneof, with integers as bigint (64-bit exact) and timestamps split in seconds/nanos.
export interface Timestamp {
  seconds: number;
  nanos: number;
}

export type Value =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: bigint }
  | { doubleValue: number }
  | { timestampValue: Timestamp }
  | { stringValue: string }
  | { bytesValue: Uint8Array }
  | { referenceValue: string }
  | { geoPointValue: { latitude: number; longitude: number } }
  | { arrayValue: { values: Value[] } }
  | { mapValue: { fields: Record<string, Value> } };

/** A stored document. `name` is the full resource name: projects/{p}/databases/{db}/documents/... */
export interface StoredDocument {
  name: string;
  fields: Record<string, Value>;
  createTime: Timestamp;
  updateTime: Timestamp;
}
