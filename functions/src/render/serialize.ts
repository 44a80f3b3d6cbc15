// Firestore data as JSON for the page's embedded payload: Timestamps become { __ts: [s, ns] },
// which the app turns back into Timestamps (web/src/app/server-data.ts).
import { Timestamp } from 'firebase-admin/firestore';
import type { PayloadTimestamp } from '@pauta/model';

/** A value's type once its Timestamps are written as PayloadTimestamp. */
export type PayloadJson<T> = T extends Timestamp
  ? PayloadTimestamp
  : T extends readonly (infer U)[]
    ? PayloadJson<U>[]
    : T extends object
      ? { [K in keyof T]: PayloadJson<T[K]> }
      : T;

export function toPayloadJson<T>(value: T): PayloadJson<T> {
  if (value instanceof Timestamp) return { __ts: [value.seconds, value.nanoseconds] } as PayloadJson<T>;
  if (Array.isArray(value)) return value.map(toPayloadJson) as PayloadJson<T>;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPayloadJson(v)])) as PayloadJson<T>;
  }
  return value as PayloadJson<T>;
}
