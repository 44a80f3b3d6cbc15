import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// PAUTA_DATA_DIR moves the persisted emulator data (the start test uses a temporary folder).
export const DATA_DIR = process.env.PAUTA_DATA_DIR ?? join(ROOT, '.emulator-data');

/** A dependency's command, as `npx <name>` would find it, without npx's own start (0.4–0.7 CPU-s a call, by machine). */
export const localBin = (name) => join(ROOT, 'node_modules', '.bin', name);

export function readFirebaseJson() {
  return JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
}
