// Export/import format, in a `storage/` folder of the export dir (next to the Firestore export):
// `storage/storage-export.json` lists every object's metadata and the blob file holding its bytes
// (`storage/blobs/<sha256>`, shared by identical contents).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ObjectMetadata, StoredObject } from './metadata.js';
import type { ObjectStore } from './object-store.js';

const SUBDIR = 'storage';
const INDEX_FILE = 'storage-export.json';
const FORMAT = 'pauta-storage-export/1';

interface ExportIndex {
  format: string;
  exportedAt: string;
  objects: { blob: string; metadata: ObjectMetadata }[];
}

export async function exportStore(store: ObjectStore, exportDir: string): Promise<void> {
  const dir = join(exportDir, SUBDIR);
  await mkdir(join(dir, 'blobs'), { recursive: true });
  const index: ExportIndex = { format: FORMAT, exportedAt: new Date().toISOString(), objects: [] };
  const written = new Set<string>();
  for (const object of store.all()) {
    const blob = createHash('sha256').update(object.data).digest('hex');
    if (!written.has(blob)) {
      await writeFile(join(dir, 'blobs', blob), object.data);
      written.add(blob);
    }
    index.objects.push({ blob, metadata: object.metadata });
  }
  await writeFile(join(dir, INDEX_FILE), JSON.stringify(index, null, 2));
}

/** Loads an export; returns the number of objects, or null when the folder has no Storage export. */
export async function importStore(store: ObjectStore, exportDir: string): Promise<number | null> {
  const dir = join(exportDir, SUBDIR);
  const indexPath = join(dir, INDEX_FILE);
  if (!existsSync(indexPath)) return null;
  let index: ExportIndex;
  try {
    index = JSON.parse(await readFile(indexPath, 'utf8')) as ExportIndex;
  } catch (err) {
    throw new Error(`Storage import: ${indexPath} is not valid JSON (${(err as Error).message})`);
  }
  if (index.format !== FORMAT)
    throw new Error(`Storage import: ${indexPath} has unsupported format ${JSON.stringify(index.format)}`);
  for (const entry of index.objects) {
    if (!/^[0-9a-f]{64}$/.test(entry.blob)) throw new Error(`Storage import: bad blob id ${entry.blob}`);
    const data = await readFile(join(dir, 'blobs', entry.blob));
    const object: StoredObject = { metadata: { ...entry.metadata, size: data.length }, data };
    store.put(object);
  }
  return index.objects.length;
}
