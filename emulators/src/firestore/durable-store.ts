// The Firestore store of a data folder (`--data-dir`): the last snapshot (documents.json) plus a
// journal of every commit since (journal.log), replayed at start. One journal record per commit, so
// a torn record drops a whole commit, never half of one. The snapshot is rewritten (and the journal
// emptied) at start, on a clean exit and whenever the journal passes `compactBytes`.
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { previousSnapshot } from '../shared/atomic-file.js';
import { Journal, recoverJournal } from '../shared/journal.js';
import type { StoredDocument } from '../shared/value.js';
import {
  decodeStoredDocument,
  encodeStoredDocument,
  EXPORT_FILE,
  exportStoreSync,
  parseExport,
} from './persistence.js';
import { DocumentStore } from './store.js';

type JournalOp = { put: unknown } | { del: string } | { clear: true };

export const JOURNAL_FILE = join('firestore', 'journal.log');

export class JournaledDocumentStore extends DocumentStore {
  private journal: Journal | null = null;
  private pending: JournalOp[] = [];
  private flushQueued = false;
  private afterFlush: (() => void) | undefined;

  /** Journals every later change; `afterFlush` runs after each record (compaction checks). */
  attach(journal: Journal | null, afterFlush?: () => void): void {
    this.journal = journal;
    this.afterFlush = afterFlush;
  }

  override put(doc: StoredDocument): void {
    super.put(doc);
    if (this.journal) this.record({ put: encodeStoredDocument(doc) });
  }

  override delete(name: string): void {
    if (!this.get(name)) return;
    super.delete(name);
    this.record({ del: name });
  }

  override clear(): void {
    super.clear();
    if (!this.journal) return;
    this.pending = [];
    this.record({ clear: true });
  }

  /** Writes the changes made since the last flush as one record (the engine calls it per commit). */
  flush(): void {
    if (!this.journal || this.pending.length === 0) return;
    const ops = this.pending;
    this.pending = [];
    this.journal.append({ ops });
    this.afterFlush?.();
  }

  private record(op: JournalOp): void {
    if (!this.journal) return;
    this.pending.push(op);
    // Writes outside a commit (reset endpoint) are flushed at the end of the current task.
    if (!this.flushQueued) {
      this.flushQueued = true;
      queueMicrotask(() => {
        this.flushQueued = false;
        this.flush();
      });
    }
  }
}

export function applyJournalRecord(store: DocumentStore, record: unknown): void {
  for (const op of (record as { ops: JournalOp[] }).ops) {
    if ('put' in op) store.put(decodeStoredDocument(op.put));
    else if ('del' in op) store.delete(op.del);
    else store.clear();
  }
}

export interface DurableFirestore {
  /** Snapshot now and empty the journal. */
  compact(): void;
  close(): void;
  loaded: { documents: number; replayed: number };
}

/** Loads the folder's snapshot and journal into `store`, then journals every later change. */
export function openDurableStore(
  store: JournaledDocumentStore,
  dir: string,
  log: (line: string) => void,
  { syncIntervalMs, compactBytes = 64 * 1024 * 1024 }: { syncIntervalMs?: number; compactBytes?: number } = {},
): DurableFirestore {
  mkdirSync(join(dir, 'firestore'), { recursive: true });
  loadSnapshot(store, join(dir, EXPORT_FILE), log);
  const journalPath = join(dir, JOURNAL_FILE);
  const { records, warning } = recoverJournal(journalPath, 'Firestore');
  if (warning) log(`[firestore] ${warning}`);
  for (const record of records) applyJournalRecord(store, record);
  const journal = new Journal(journalPath, { syncIntervalMs });
  const compact = () => {
    store.flush();
    exportStoreSync(store, dir);
    journal.reset();
  };
  if (records.length) compact();
  store.attach(journal, () => {
    if (journal.size > compactBytes) compact();
  });
  return {
    compact,
    close() {
      store.flush();
      store.attach(null);
      journal.close();
    },
    loaded: { documents: store.size, replayed: records.length },
  };
}

/** The snapshot, else its previous version with a warning; a damaged file is moved aside, never deleted. */
function loadSnapshot(store: DocumentStore, path: string, log: (line: string) => void): void {
  for (const candidate of [path, previousSnapshot(path)]) {
    if (!existsSync(candidate)) continue;
    try {
      const docs = parseExport(readFileSync(candidate, 'utf8'), candidate);
      for (const doc of docs) store.put(doc);
      if (candidate !== path)
        log(
          `[firestore] Aviso: usando o retrato anterior dos dados (${candidate}); gravações entre os dois retratos podem ter se perdido.`,
        );
      return;
    } catch (err) {
      const aside = `${candidate}.danificado-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(candidate, aside);
      log(
        `[firestore] Aviso: o retrato dos dados ${candidate} está incompleto ou danificado (${(err as Error).message}); ` +
          `foi guardado em ${aside} e o último estado íntegro será carregado.`,
      );
    }
  }
}
