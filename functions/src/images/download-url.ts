// The public URL of a processed version (storage.rules let anyone get it; no download token).
import { storageObjectUrl } from '@pauta/model';

const PRODUCTION_ORIGIN = 'https://firebasestorage.googleapis.com';

/** FIREBASE_STORAGE_EMULATOR_HOST is `host:port` (a protocol is tolerated); unset means production. */
export function storageOrigin(emulatorHost: string | undefined): string {
  const host = emulatorHost
    ?.trim()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');
  return host ? `http://${host}` : PRODUCTION_ORIGIN;
}

export function publicUrl(bucket: string, path: string): string {
  return storageObjectUrl(storageOrigin(process.env.FIREBASE_STORAGE_EMULATOR_HOST), bucket, path);
}
