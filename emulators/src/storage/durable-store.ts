// The Storage objects of a data folder (`--data-dir`): the last index snapshot
// (storage-export.json) plus a journal of every change since (journal.log), replayed at start. An
// object's bytes go to their content-addressed blob file (fsynced) before the journal names it.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { previousSnapshot } from '../shared/atomic-file.js';
import { Journal, recoverJournal } from '../shared/journal.js';
import type { ObjectMetadata, StoredObject } from './metadata.js';
import { ObjectStore } from './object-store.js';
import { exportStoreSync, INDEX_FILE, parseIndex, SUBDIR, writeBlobSync } from './persistence.js';

type JournalRecord =
  { put: { blob: string; metadata: ObjectMetadata } } | { del: { bucket: string; name: string } } | { clear: true };

export const JOURNAL_FILE = join(SUBDIR, 'journal.log');

export class JournaledObjectStore extends ObjectStore {
  private journal: Journal | null = null;
  private storageDir = '';
  private afterAppend: (() => void) | undefined;

  attach(journal: Journal | null, storageDir = '', afterAppend?: () => void): void {
    this.journal = journal;
    this.storageDir = storageDir;
    this.afterAppend = afterAppend;
  }

  override put(object: StoredObject): void {
    if (this.journal) {
      const blob = writeBlobSync(this.storageDir, object.data);
      super.put(object);
      this.append({ put: { blob, metadata: object.metadata } });
    } else super.put(object);
  }

  override delete(bucket: string, name: string): StoredObject | undefined {
    const existing = super.delete(bucket, name);
    if (existing) this.append({ del: { bucket, name } });
    return existing;
  }

  override clear(): void {
    super.clear();
    this.append({ clear: true });
  }

  private append(record: JournalRecord): void {
    if (!this.journal) return;
    this.journal.append(record);
    this.afterAppend?.();
  }
}

export interface DurableStorage {
  compact(): void;
  close(): void;
  loaded: { objects: number; replayed: number };
}

export function openDurableStore(
  store: JournaledObjectStore,
  dataDir: string,
  log: (line: string) => void,
  { syncIntervalMs, compactBytes = 16 * 1024 * 1024 }: { syncIntervalMs?: number; compactBytes?: number } = {},
): DurableStorage {
  const dir = join(dataDir, SUBDIR);
  mkdirSync(join(dir, 'blobs'), { recursive: true });
  const blobData = (blob: string, what: string): Buffer | null => {
    const path = join(dir, 'blobs', blob);
    if (existsSync(path)) return readFileSync(path);
    log(`storage: Aviso: o conteúdo de ${what} (${path}) não foi encontrado; o objeto foi ignorado.`);
    return null;
  };
  loadSnapshot(store, join(dir, INDEX_FILE), log, blobData);
  const journalPath = join(dataDir, JOURNAL_FILE);
  const { records, warning } = recoverJournal(journalPath, 'Storage');
  if (warning) log(`storage: ${warning}`);
  for (const raw of records) {
    const record = raw as JournalRecord;
    if ('put' in record) {
      const data = blobData(record.put.blob, record.put.metadata.name);
      if (data) store.put({ metadata: record.put.metadata, data });
    } else if ('del' in record) store.delete(record.del.bucket, record.del.name);
    else store.clear();
  }
  const journal = new Journal(journalPath, { syncIntervalMs });
  const compact = () => {
    const kept = exportStoreSync(store, dataDir);
    journal.reset();
    // Blobs no object points at any more (deleted or replaced contents).
    const previous = existsSync(previousSnapshot(join(dir, INDEX_FILE)))
      ? safeBlobs(previousSnapshot(join(dir, INDEX_FILE)))
      : new Set<string>();
    for (const file of readdirSync(join(dir, 'blobs')))
      if (/^[0-9a-f]{64}$/.test(file) && !kept.has(file) && !previous.has(file)) rmSync(join(dir, 'blobs', file));
  };
  if (records.length) compact();
  store.attach(journal, dir, () => {
    if (journal.size > compactBytes) compact();
  });
  return {
    compact,
    close() {
      store.attach(null);
      journal.close();
    },
    loaded: { objects: store.all().length, replayed: records.length },
  };
}

function safeBlobs(indexPath: string): Set<string> {
  try {
    return new Set(parseIndex(readFileSync(indexPath, 'utf8'), indexPath).objects.map((o) => o.blob));
  } catch {
    return new Set();
  }
}

function loadSnapshot(
  store: ObjectStore,
  path: string,
  log: (line: string) => void,
  blobData: (blob: string, what: string) => Buffer | null,
): void {
  for (const candidate of [path, previousSnapshot(path)]) {
    if (!existsSync(candidate)) continue;
    try {
      const index = parseIndex(readFileSync(candidate, 'utf8'), candidate);
      for (const entry of index.objects) {
        const data = blobData(entry.blob, entry.metadata.name);
        if (data) store.put({ metadata: { ...entry.metadata, size: data.length }, data });
      }
      if (candidate !== path)
        log(
          `storage: Aviso: usando o índice anterior dos arquivos (${candidate}); mudanças entre os dois podem ter se perdido.`,
        );
      return;
    } catch (err) {
      const aside = `${candidate}.danificado-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(candidate, aside);
      log(
        `storage: Aviso: o índice dos arquivos ${candidate} está incompleto ou danificado (${(err as Error).message}); ` +
          `foi guardado em ${aside} e o último estado íntegro será carregado.`,
      );
    }
  }
}
