// Firestore Lite, loaded on the first read instead of with the page: it is not on any reader page's
// critical path, and a server-rendered page boots from its embedded data and may never need it.
// Here too the web SDK's Timestamp is bound into @pauta/model's document types, once for the app.
import type { Firestore, Timestamp } from 'firebase/firestore/lite';

declare module '@pauta/model' {
  interface TimestampBinding {
    timestamp: Timestamp;
  }
}

export type FirestoreLite = typeof import('firebase/firestore/lite');

export interface FirestoreHandle {
  fs: FirestoreLite;
  db: Firestore;
}

let handle: Promise<FirestoreHandle> | undefined;

export function loadFirestore(): Promise<FirestoreHandle> {
  handle ??= Promise.all([import('firebase/firestore/lite'), import('./firebase')]).then(([fs, { getDb }]) => ({
    fs,
    db: getDb(),
  }));
  handle.catch(() => (handle = undefined)); // a failed chunk load is retried by the next read
  return handle;
}
