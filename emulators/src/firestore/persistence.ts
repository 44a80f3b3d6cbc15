// Export/import in this emulator's own JSON format: one file with every document, values in the
// REST JSON encoding (integers as strings, bytes base64, timestamps RFC 3339).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { StoredDocument } from '../shared/value.js';
import { decodeFields, decodeTimestamp, encodeDocument } from './codec.js';
import type { DocumentStore } from './store.js';

export const EXPORT_FILE = join('firestore', 'documents.json');

interface ExportFile {
  format: 'pauta-firestore-export';
  version: 1;
  documents: unknown[];
}

export async function exportStore(store: DocumentStore, dir: string): Promise<void> {
  await mkdir(join(dir, 'firestore'), { recursive: true });
  const file: ExportFile = {
    format: 'pauta-firestore-export',
    version: 1,
    documents: [...store.all()].map((d) => encodeDocument(d, { flavor: 'json' })),
  };
  await writeFile(join(dir, EXPORT_FILE), JSON.stringify(file));
}

/** Loads an export; returns the number of documents, 0 when the folder has no Firestore export. */
export async function importStore(store: DocumentStore, dir: string): Promise<number> {
  const path = join(dir, EXPORT_FILE);
  if (!existsSync(path)) return 0;
  const file = JSON.parse(await readFile(path, 'utf8')) as ExportFile;
  if (file.format !== 'pauta-firestore-export') throw new Error(`${path} is not a Pauta Firestore export`);
  for (const raw of file.documents) {
    const d = raw as Record<string, unknown>;
    const doc: StoredDocument = {
      name: String(d.name),
      fields: decodeFields(d.fields ?? {}),
      createTime: decodeTimestamp(d.createTime, 'createTime'),
      updateTime: decodeTimestamp(d.updateTime, 'updateTime'),
    };
    store.put(doc);
  }
  return file.documents.length;
}
