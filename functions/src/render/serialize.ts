// Firestore data as JSON for the page's embedded payload: Timestamps become { __ts: [s, ns] },
// which the app turns back into Timestamps (web/src/app/server-data.ts).
import { Timestamp } from 'firebase-admin/firestore';

export function toPayloadJson(value: unknown): unknown {
  if (value instanceof Timestamp) return { __ts: [value.seconds, value.nanoseconds] };
  if (Array.isArray(value)) return value.map(toPayloadJson);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPayloadJson(v)]));
  }
  return value;
}
