// Our DocumentEventData encoder, decoded by the decoder firebase-functions itself uses.
import { describe, expect, it } from 'vitest';
import { encodeDocumentEventData } from '../../src/events/document-event-proto.js';
import { DocumentEventData } from './functions-protos.js';
import type { StoredDocument } from '../../src/shared/value.js';

const NAME = 'projects/p/databases/(default)/documents/items/i1';

const after: StoredDocument = {
  name: NAME,
  createTime: { seconds: 1_700_000_000, nanos: 123_456_789 },
  updateTime: { seconds: 1_700_000_100, nanos: 5 },
  fields: {
    nothing: { nullValue: null },
    yes: { booleanValue: true },
    no: { booleanValue: false },
    big: { integerValue: 9_007_199_254_740_993n },
    negative: { integerValue: -42n },
    zero: { integerValue: 0n },
    pi: { doubleValue: 3.14159 },
    when: { timestampValue: { seconds: 86_400, nanos: 1_000 } },
    text: { stringValue: 'Olá, ünïcode ✓' },
    raw: { bytesValue: new Uint8Array([0, 1, 254, 255]) },
    ref: { referenceValue: 'projects/p/databases/(default)/documents/a/b' },
    where: { geoPointValue: { latitude: -23.55, longitude: -46.63 } },
    list: { arrayValue: { values: [{ integerValue: 1n }, { stringValue: 'two' }, { arrayValue: { values: [] } }] } },
    nested: {
      mapValue: {
        fields: {
          inner: { mapValue: { fields: { deep: { booleanValue: true } } } },
          empty: { mapValue: { fields: {} } },
        },
      },
    },
  },
};

describe('encodeDocumentEventData', () => {
  it('round-trips every value type through firebase-functions’ decoder', () => {
    const before: StoredDocument = { ...after, fields: { text: { stringValue: 'old' } }, updateTime: after.createTime };
    const decoded = DocumentEventData.decode(encodeDocumentEventData(before, after, ['text', 'yes']));
    const o = DocumentEventData.toObject(decoded, { longs: String, bytes: Array, defaults: false, oneofs: true });
    expect(o.value.name).toBe(NAME);
    expect(o.value.createTime).toEqual({ seconds: '1700000000', nanos: 123456789 });
    const f = o.value.fields;
    expect(f.nothing.valueType).toBe('nullValue');
    expect(f.yes.booleanValue).toBe(true);
    expect(f.no.valueType).toBe('booleanValue');
    expect(f.big.integerValue).toBe('9007199254740993');
    expect(f.negative.integerValue).toBe('-42');
    expect(f.zero.valueType).toBe('integerValue');
    expect(f.pi.doubleValue).toBe(3.14159);
    expect(f.when.timestampValue).toEqual({ seconds: '86400', nanos: 1000 });
    expect(f.text.stringValue).toBe('Olá, ünïcode ✓');
    expect(f.raw.bytesValue).toEqual([0, 1, 254, 255]);
    expect(f.ref.referenceValue).toBe('projects/p/databases/(default)/documents/a/b');
    expect(f.where.geoPointValue).toEqual({ latitude: -23.55, longitude: -46.63 });
    expect(f.list.arrayValue.values.map((v: any) => v.integerValue ?? v.stringValue ?? v.valueType)).toEqual([
      '1',
      'two',
      'arrayValue',
    ]);
    expect(f.nested.mapValue.fields.inner.mapValue.fields.deep.booleanValue).toBe(true);
    expect(f.nested.mapValue.fields.empty.valueType).toBe('mapValue');
    expect(o.oldValue.fields.text.stringValue).toBe('old');
    expect(o.updateMask.fieldPaths).toEqual(['text', 'yes']);
  });

  it('omits value for deletes and oldValue for creates', () => {
    const created = DocumentEventData.toObject(DocumentEventData.decode(encodeDocumentEventData(null, after)), {});
    expect(created.value.name).toBe(NAME);
    expect(created.oldValue).toBeUndefined();
    const deleted = DocumentEventData.toObject(DocumentEventData.decode(encodeDocumentEventData(after, null)), {});
    expect(deleted.value).toBeUndefined();
    expect(deleted.oldValue.name).toBe(NAME);
  });
});
