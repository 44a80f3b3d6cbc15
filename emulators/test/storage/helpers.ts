// Shared test helpers: an in-process emulator on port 0 and web SDK clients bound to it.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { startStorageEmulator } from '../../src/storage/index.js';
import type { RunningStorageEmulator, StorageEmulatorOptions } from '../../src/shared/servers.js';

export const PROJECT_ID = 'demo-storage-test';
export const BUCKET = `${PROJECT_ID}.appspot.com`;

export async function startTestEmulator(
  extra: Partial<StorageEmulatorOptions> = {},
): Promise<RunningStorageEmulator & { url: string }> {
  const emulator = await startStorageEmulator({ port: 0, projectId: PROJECT_ID, log: () => {}, ...extra });
  return Object.assign(emulator, { url: `http://127.0.0.1:${emulator.port}` });
}

let appCounter = 0;
const apps: FirebaseApp[] = [];

/** A firebase/storage client; `user` is a uid (mock token), 'owner', or undefined (signed out). */
export function webStorage(
  emulator: RunningStorageEmulator,
  user?: string | 'owner',
  claims: Record<string, unknown> = {},
  bucket = BUCKET,
): FirebaseStorage {
  const app = initializeApp(
    { projectId: PROJECT_ID, storageBucket: bucket, apiKey: 'fake-api-key' },
    `storage-test-${++appCounter}`,
  );
  apps.push(app);
  const storage = getStorage(app, `gs://${bucket}`);
  const mockUserToken =
    user === undefined ? undefined : user === 'owner' ? 'owner' : { sub: user, user_id: user, ...claims };
  connectStorageEmulator(storage, '127.0.0.1', emulator.port, mockUserToken ? { mockUserToken } : {});
  return storage;
}

export async function deleteWebApps(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
}

/** Deterministic pseudo-random bytes (so hashes are checked on non-trivial content). */
export function bytes(size: number, seed = 1): Uint8Array {
  const out = new Uint8Array(size);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}
