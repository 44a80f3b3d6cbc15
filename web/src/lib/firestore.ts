// Firestore Lite, loaded on the first read instead of with the page: it is not on any reader page's
// critical path, and a server-rendered page boots from its embedded data and may never need it.
import type { Firestore } from 'firebase/firestore/lite';

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
