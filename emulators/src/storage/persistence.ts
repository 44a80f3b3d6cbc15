// Export/import format, in a `storage/` folder of the export dir (next to the Firestore export):
// `storage/storage-export.json` lists every object's metadata and the blob file holding its bytes
// (`storage/blobs/<sha256>`, shared by identical contents). Blobs and the index are written
// atomically (temporary file, fsync, rename): a crash never leaves half of either.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../shared/atomic-file.js';
import type { ObjectMetadata, StoredObject } from './metadata.js';
import type { ObjectStore } from './object-store.js';

export const SUBDIR = 'storage';
export const INDEX_FILE = 'storage-export.json';
const FORMAT = 'pauta-storage-export/1';

interface ExportIndex {
  format: string;
  exportedAt: string;
  objects: { blob: string; metadata: ObjectMetadata }[];
}

export const blobIdOf = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** Writes `storage/blobs/<sha256>` unless it is already there; returns the blob id. */
export function writeBlobSync(storageDir: string, data: Uint8Array): string {
  const blob = blobIdOf(data);
  const path = join(storageDir, 'blobs', blob);
  if (existsSync(path)) return blob;
  mkdirSync(join(storageDir, 'blobs'), { recursive: true });
  const tmp = `${path}.tmp-${process.pid}`;
  const fd = openSync(tmp, 'w');
  try {
    let written = 0;
    while (written < data.length) written += writeSync(fd, data, written);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
  return blob;
}

/** Synchronous so that a snapshot and the journal reset after it see the same store. */
export function exportStoreSync(store: ObjectStore, exportDir: string): Set<string> {
  const dir = join(exportDir, SUBDIR);
  mkdirSync(join(dir, 'blobs'), { recursive: true });
  const index: ExportIndex = { format: FORMAT, exportedAt: new Date().toISOString(), objects: [] };
  const blobs = new Set<string>();
  for (const object of store.all()) {
    const blob = writeBlobSync(dir, object.data);
    blobs.add(blob);
    index.objects.push({ blob, metadata: object.metadata });
  }
  writeFileAtomic(join(dir, INDEX_FILE), JSON.stringify(index, null, 2));
  return blobs;
}

export async function exportStore(store: ObjectStore, exportDir: string): Promise<void> {
  exportStoreSync(store, exportDir);
}

/** Parses an index file's text; throws on anything that is not a whole index. */
export function parseIndex(text: string, indexPath: string): ExportIndex {
  let index: ExportIndex;
  try {
    index = JSON.parse(text) as ExportIndex;
  } catch (err) {
    throw new Error(`Storage import: ${indexPath} is not valid JSON (${(err as Error).message})`);
  }
  if (index?.format !== FORMAT || !Array.isArray(index.objects))
    throw new Error(`Storage import: ${indexPath} has unsupported format ${JSON.stringify(index?.format)}`);
  for (const entry of index.objects)
    if (!/^[0-9a-f]{64}$/.test(entry.blob)) throw new Error(`Storage import: bad blob id ${entry.blob}`);
  return index;
}

/** Loads an export; returns the number of objects, or null when the folder has no Storage export. */
export async function importStore(store: ObjectStore, exportDir: string): Promise<number | null> {
  const dir = join(exportDir, SUBDIR);
  const indexPath = join(dir, INDEX_FILE);
  if (!existsSync(indexPath)) return null;
  const index = parseIndex(await readFile(indexPath, 'utf8'), indexPath);
  for (const entry of index.objects) {
    const data = await readFile(join(dir, 'blobs', entry.blob));
    const object: StoredObject = { metadata: { ...entry.metadata, size: data.length }, data };
    store.put(object);
  }
  return index.objects.length;
}
