// The full Firestore web SDK (live listeners, which Firestore Lite cannot do), for admin screens
// only: reader pages use Firestore Lite (./firebase.ts). This module imports the full SDK, so only
// code of the lazily loaded admin area may import it (the bundle gate fails otherwise). It shares
// the app, and so the signed-in user, with Firestore Lite.
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { emulatorHost, emulatorPorts, getFirebaseApp, useEmulators } from './firebase';

let db: Firestore | undefined;

export function getRealtimeDb(): Firestore {
  if (!db) {
    db = getFirestore(getFirebaseApp());
    if (useEmulators) connectFirestoreEmulator(db, emulatorHost, emulatorPorts.firestore);
  }
  return db;
}
