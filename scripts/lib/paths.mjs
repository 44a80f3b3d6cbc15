import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DATA_DIR = join(ROOT, '.emulator-data');

export function readFirebaseJson() {
  return JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
}
