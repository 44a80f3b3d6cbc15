// Firebase setup for the web app. Firestore Lite is loaded eagerly (reader pages need it);
// Auth, Storage and Functions are imported on demand so reader pages stay light.
import { initializeApp, getApps, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import type { Auth } from 'firebase/auth';
import type { FirebaseStorage } from 'firebase/storage';
import type { Functions } from 'firebase/functions';

const env = import.meta.env;

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-pauta.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-pauta',
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? 'demo-pauta.appspot.com',
  appId: env.VITE_FIREBASE_APP_ID ?? 'demo-app',
};

/** Emulators are used unless the build says otherwise (production builds set VITE_USE_EMULATORS=false). */
export const useEmulators = env.VITE_USE_EMULATORS !== 'false';
export const emulatorHost = env.VITE_EMULATOR_HOST ?? '127.0.0.1';
export const emulatorPorts = {
  firestore: Number(env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080),
  auth: Number(env.VITE_AUTH_EMULATOR_PORT ?? 9099),
  storage: Number(env.VITE_STORAGE_EMULATOR_PORT ?? 9199),
  functions: Number(env.VITE_FUNCTIONS_EMULATOR_PORT ?? 5001),
};

export function getFirebaseApp(): FirebaseApp {
  return getApps()[0] ?? initializeApp(firebaseConfig);
}

let db: Firestore | undefined;
export function getDb(): Firestore {
  if (!db) {
    db = getFirestore(getFirebaseApp());
    if (useEmulators) connectFirestoreEmulator(db, emulatorHost, emulatorPorts.firestore);
  }
  return db;
}

let authPromise: Promise<Auth> | undefined;
export function loadAuth(): Promise<Auth> {
  authPromise ??= import('firebase/auth').then(({ getAuth, connectAuthEmulator }) => {
    const auth = getAuth(getFirebaseApp());
    if (useEmulators && !auth.emulatorConfig) {
      connectAuthEmulator(auth, `http://${emulatorHost}:${emulatorPorts.auth}`, { disableWarnings: true });
    }
    return auth;
  });
  return authPromise;
}

let storagePromise: Promise<FirebaseStorage> | undefined;
/** @public For the admin's image uploads (loads firebase/storage on first use). */
export function loadStorage(): Promise<FirebaseStorage> {
  storagePromise ??= import('firebase/storage').then(({ getStorage, connectStorageEmulator }) => {
    const storage = getStorage(getFirebaseApp());
    if (useEmulators) connectStorageEmulator(storage, emulatorHost, emulatorPorts.storage);
    return storage;
  });
  return storagePromise;
}

let functionsPromise: Promise<Functions> | undefined;
export function loadFunctions(): Promise<Functions> {
  functionsPromise ??= import('firebase/functions').then(({ getFunctions, connectFunctionsEmulator }) => {
    const functions = getFunctions(getFirebaseApp(), env.VITE_FUNCTIONS_REGION ?? 'us-central1');
    if (useEmulators) connectFunctionsEmulator(functions, emulatorHost, emulatorPorts.functions);
    return functions;
  });
  return functionsPromise;
}
