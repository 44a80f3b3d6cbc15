// The Firebase download URL of a Storage object (what getDownloadURL() would return for it).

const PRODUCTION_ORIGIN = 'https://firebasestorage.googleapis.com';

/** FIREBASE_STORAGE_EMULATOR_HOST is `host:port` (a protocol is tolerated); unset means production. */
export function storageOrigin(emulatorHost: string | undefined): string {
  const host = emulatorHost
    ?.trim()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');
  return host ? `http://${host}` : PRODUCTION_ORIGIN;
}

export function downloadUrl(origin: string, bucket: string, path: string, token: string): string {
  return `${publicUrl(origin, bucket, path)}&token=${encodeURIComponent(token)}`;
}

/** Without a token: served because storage.rules make the path publicly readable. */
export function publicUrl(origin: string, bucket: string, path: string): string {
  return `${origin}/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(path)}?alt=media`;
}
