// A Firestore for the trigger tests: FIRESTORE_EMULATOR_HOST when set, else the project's own
// emulator started in this process on a random port, refusing (as production does) any query the
// repository's firestore.indexes.json does not serve. The default admin app then talks to it.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';

export interface TestFirestore {
  stop(): Promise<void>;
}

interface RunningEmulator {
  host: string;
  port: number;
  close(): Promise<void>;
}

export async function startTestFirestore(projectId: string): Promise<TestFirestore> {
  let emulator: RunningEmulator | undefined;
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    // Kept out of tsc's reach: the emulators workspace is ESM with its own compiler settings.
    const modulePath = pathToFileURL(resolve(__dirname, '../../emulators/src/firestore/index.ts')).href;
    const { startFirestoreEmulator } = (await import(modulePath)) as {
      startFirestoreEmulator(options: {
        port: number;
        projectId: string;
        indexesPath?: string;
        log?: (line: string) => void;
      }): Promise<RunningEmulator>;
    };
    const indexesPath = resolve(__dirname, '../../firestore.indexes.json');
    emulator = await startFirestoreEmulator({ port: 0, projectId, indexesPath, log: () => {} });
    process.env.FIRESTORE_EMULATOR_HOST = `${emulator.host}:${emulator.port}`;
  }
  if (getApps().length === 0) initializeApp({ projectId });
  return {
    async stop() {
      await Promise.all(getApps().map((app) => deleteApp(app)));
      if (emulator) {
        await emulator.close();
        delete process.env.FIRESTORE_EMULATOR_HOST;
      }
    },
  };
}

export interface TestStorage {
  bucket: string;
  stop(): Promise<void>;
}

/**
 * The project's own Storage emulator on a random port, with the environment the Functions runtime
 * gives (FIREBASE_CONFIG's default bucket) so getStorage().bucket() talks to it. Call it before
 * startTestFirestore: the default admin app must be created with the bucket.
 */
export async function startTestStorage(projectId: string): Promise<TestStorage> {
  // Kept out of tsc's reach like the Firestore emulator above.
  const modulePath = pathToFileURL(resolve(__dirname, '../../emulators/src/storage/index.ts')).href;
  const { startStorageEmulator } = (await import(modulePath)) as {
    startStorageEmulator(options: {
      port: number;
      projectId: string;
      log?: (line: string) => void;
    }): Promise<RunningEmulator>;
  };
  const storage = await startStorageEmulator({ port: 0, projectId, log: () => {} });
  const bucket = `${projectId}.appspot.com`;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `${storage.host}:${storage.port}`;
  process.env.STORAGE_EMULATOR_HOST = `http://${storage.host}:${storage.port}`;
  process.env.METADATA_SERVER_DETECTION = 'none';
  process.env.FIREBASE_CONFIG = JSON.stringify({ projectId, storageBucket: bucket });
  if (getApps().length === 0) initializeApp({ projectId, storageBucket: bucket });
  return { bucket, stop: () => storage.close() };
}
