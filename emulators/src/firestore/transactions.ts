// Optimistic transactions: reads record the version they saw; commit aborts if any changed since.
import { randomBytes } from 'node:crypto';
import type { StoredDocument } from '../shared/value.js';
import { FirestoreError, invalidArgument } from './errors.js';
import type { DocumentStore } from './store.js';

interface Transaction {
  readOnly: boolean;
  /** name → updateTime key seen ('' when the document was missing) */
  reads: Map<string, string>;
  lastUsed: number;
}

const IDLE_MS = 5 * 60_000;
const versionKey = (d: StoredDocument | null) => (d ? `${d.updateTime.seconds}.${d.updateTime.nanos}` : '');

export class TransactionManager {
  private readonly open = new Map<string, Transaction>();

  begin(readOnly: boolean): string {
    this.expire();
    const id = randomBytes(16).toString('base64');
    this.open.set(id, { readOnly, reads: new Map(), lastUsed: Date.now() });
    return id;
  }

  private lookup(id: string): Transaction {
    const tx = this.open.get(normalizeId(id));
    if (!tx) throw invalidArgument('Transaction is invalid or has expired. Please retry the transaction.');
    tx.lastUsed = Date.now();
    return tx;
  }

  /** Validates the id before a read. */
  touch(id: string): void {
    this.lookup(id);
  }

  recordRead(id: string, name: string, doc: StoredDocument | null): void {
    const tx = this.lookup(id);
    if (!tx.reads.has(name)) tx.reads.set(name, versionKey(doc));
  }

  /** Ends the transaction; throws ABORTED when a document it read changed, INVALID_ARGUMENT for writes in read-only. */
  finish(id: string, store: DocumentStore, hasWrites: boolean): void {
    const tx = this.lookup(id);
    this.open.delete(normalizeId(id));
    if (tx.readOnly && hasWrites) throw invalidArgument('Cannot modify entities in a read-only transaction.');
    for (const [name, seen] of tx.reads) {
      if (versionKey(store.get(name)) !== seen) {
        throw new FirestoreError(
          'ABORTED',
          `Transaction lock timeout or conflict: document ${name} was modified after the transaction read it. Retry the transaction.`,
        );
      }
    }
  }

  rollback(id: string): void {
    this.lookup(id);
    this.open.delete(normalizeId(id));
  }

  clear(): void {
    this.open.clear();
  }

  private expire(): void {
    const cutoff = Date.now() - IDLE_MS;
    for (const [id, tx] of this.open) if (tx.lastUsed < cutoff) this.open.delete(id);
  }
}

/** REST clients may send base64url; keys are stored as standard base64. */
const normalizeId = (id: string) =>
  Buffer.from(id, id.includes('-') || id.includes('_') ? 'base64url' : 'base64').toString('base64');
