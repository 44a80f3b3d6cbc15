// Export/import in this emulator's own JSON format: one file with every document, values in the
// REST JSON encoding (integers as strings, bytes base64, timestamps RFC 3339). Exports are written
// atomically (temporary file, fsync, rename), so a crash never leaves half a snapshot.
import { readFile } from 'node:fs/promises';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../shared/atomic-file.js';
import type { StoredDocument } from '../shared/value.js';
import { decodeFields, decodeTimestamp, encodeDocument } from './codec.js';
import type { DocumentStore } from './store.js';

export const EXPORT_FILE = join('firestore', 'documents.json');

interface ExportFile {
  format: 'pauta-firestore-export';
  version: 1;
  documents: unknown[];
}

export const encodeStoredDocument = (d: StoredDocument) => encodeDocument(d, { flavor: 'json' });

export function decodeStoredDocument(raw: unknown): StoredDocument {
  const d = raw as Record<string, unknown>;
  return {
    name: String(d.name),
    fields: decodeFields(d.fields ?? {}),
    createTime: decodeTimestamp(d.createTime, 'createTime'),
    updateTime: decodeTimestamp(d.updateTime, 'updateTime'),
  };
}

/** Synchronous so that a snapshot and the journal reset after it see the same store. */
export function exportStoreSync(store: DocumentStore, dir: string): void {
  mkdirSync(join(dir, 'firestore'), { recursive: true });
  const file: ExportFile = {
    format: 'pauta-firestore-export',
    version: 1,
    documents: [...store.all()].map(encodeStoredDocument),
  };
  writeFileAtomic(join(dir, EXPORT_FILE), JSON.stringify(file));
}

export async function exportStore(store: DocumentStore, dir: string): Promise<void> {
  exportStoreSync(store, dir);
}

/** Parses an export file's text into documents; throws on anything that is not a whole export. */
export function parseExport(text: string, path: string): StoredDocument[] {
  const file = JSON.parse(text) as ExportFile;
  if (file?.format !== 'pauta-firestore-export' || !Array.isArray(file.documents))
    throw new Error(`${path} is not a Pauta Firestore export`);
  return file.documents.map(decodeStoredDocument);
}

/** Loads an export; returns the number of documents, 0 when the folder has no Firestore export. */
export async function importStore(store: DocumentStore, dir: string): Promise<number> {
  const path = join(dir, EXPORT_FILE);
  if (!existsSync(path)) return 0;
  const docs = parseExport(await readFile(path, 'utf8'), path);
  for (const doc of docs) store.put(doc);
  return docs.length;
}
