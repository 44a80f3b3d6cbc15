// Firebase setup for the web app. Firestore Lite is loaded eagerly (reader pages need it);
// Auth, Storage and Functions are imported on demand so reader pages stay light.
import { initializeApp, getApps, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import type { Auth } from 'firebase/auth';
import type { FirebaseStorage } from 'firebase/storage';
import type { Functions } from 'firebase/functions';
import { DEFAULT_REGION, EMULATOR_PORTS_META, parseEmulatorPorts, type EmulatorPorts } from '@pauta/model';

// import.meta.env.X is spelled out everywhere: Vite replaces each with its value at build time, so
// a production build's bundle keeps only the production branch below.

/**
 * Emulators only where a local build asks for them (`npm start`, `npm test` and the benches build
 * with VITE_USE_EMULATORS=true) and in Vite's dev server. A production build (`npm run deploy`)
 * never: the emulator branches, their hosts and the demo project are not even in its bundle.
 */
export const useEmulators = import.meta.env.DEV || import.meta.env.VITE_USE_EMULATORS === 'true';

/** The project's web app config: the deploy's settings (web/.env.<project>), or the demo project locally. */
export const firebaseConfig = useEmulators
  ? {
      apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-pauta.firebaseapp.com',
      projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-pauta',
      storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET ?? 'demo-pauta.appspot.com',
      appId: import.meta.env.VITE_FIREBASE_APP_ID ?? 'demo-app',
    }
  : {
      apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
      authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
      storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET,
      appId: import.meta.env.VITE_FIREBASE_APP_ID,
    };

/** Where the callables run: the project's one region setting (npm run deploy passes it). */
export const functionsRegion: string = import.meta.env.VITE_FUNCTIONS_REGION ?? DEFAULT_REGION;

/** The local emulators (nothing in a production build, which never connects to them). */
export const emulatorHost: string = useEmulators ? (import.meta.env.VITE_EMULATOR_HOST ?? '127.0.0.1') : '';

/** The ports a local stack names in the page it serves (one build serves every stack), if any. */
function portsInPage(): Partial<EmulatorPorts> {
  const tag = typeof document === 'undefined' ? null : document.querySelector(`meta[name="${EMULATOR_PORTS_META}"]`);
  return parseEmulatorPorts(tag?.getAttribute('content') ?? '');
}

export const emulatorPorts: EmulatorPorts = useEmulators
  ? {
      firestore: Number(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080),
      auth: Number(import.meta.env.VITE_AUTH_EMULATOR_PORT ?? 9099),
      storage: Number(import.meta.env.VITE_STORAGE_EMULATOR_PORT ?? 9199),
      functions: Number(import.meta.env.VITE_FUNCTIONS_EMULATOR_PORT ?? 5001),
      ...portsInPage(),
    }
  : { firestore: 0, auth: 0, storage: 0, functions: 0 };

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
    const functions = getFunctions(getFirebaseApp(), functionsRegion);
    if (useEmulators) connectFunctionsEmulator(functions, emulatorHost, emulatorPorts.functions);
    return functions;
  });
  return functionsPromise;
}
