// The public URL of a Storage object (readable by storage.rules without a token).
import { emulatorPorts, firebaseConfig, useEmulators } from '../../../lib/firebase';

const origin = useEmulators
  ? `http://${import.meta.env.VITE_EMULATOR_HOST ?? '127.0.0.1'}:${emulatorPorts.storage}`
  : 'https://firebasestorage.googleapis.com';

export function publicStorageUrl(path: string, bucket = firebaseConfig.storageBucket): string {
  return `${origin}/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(path)}?alt=media`;
}
