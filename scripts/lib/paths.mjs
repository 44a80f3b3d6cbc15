import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// PAUTA_DATA_DIR moves the persisted emulator data (the start test uses a temporary folder).
export const DATA_DIR = process.env.PAUTA_DATA_DIR ?? join(ROOT, '.emulator-data');

export function readFirebaseJson() {
  return JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
}
