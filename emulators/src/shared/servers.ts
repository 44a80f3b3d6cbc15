// Contracts between the emulator servers (Firestore, Storage, events) and the CLI that starts them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StoredDocument, Timestamp } from './value.js';

export interface DocumentChange {
  /** Full resource name projects/{p}/databases/{db}/documents/... */
  name: string;
  before: StoredDocument | null;
  after: StoredDocument | null;
  /** The commit time. */
  time: Timestamp;
}

export type RouteHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  match: RegExpMatchArray,
  body: Buffer,
) => void | Promise<void>;

export interface FirestoreEmulatorOptions {
  host?: string; // default 127.0.0.1
  port: number; // 0 = any free port
  projectId: string;
  /** Path of firestore.rules to load at start (the control endpoint can replace it later). */
  rulesPath?: string;
  /**
   * Path of firestore.indexes.json: queries no index in it (or no automatic single-field index)
   * serves fail with FAILED_PRECONDITION, as in production. Without it every query runs.
   */
  indexesPath?: string;
  /** Folder written by exportTo() to load at start. */
  importDir?: string;
  /** Durable data folder: loaded at start (snapshot + journal), every write journaled to it. */
  dataDir?: string;
  verbose?: boolean;
  log?: (line: string) => void;
  /** A browser (WebChannel) session with no back channel for this long is closed (default 60 s). */
  webChannelIdleMs?: number;
}

export interface RunningFirestoreEmulator {
  host: string;
  port: number;
  projectId: string;
  close(): Promise<void>;
  exportTo(dir: string): Promise<void>;
  /** Reads a document by full resource name without rules (for firestore.get in storage rules). */
  getDocument(name: string): StoredDocument | null;
  /** Called after every successful commit, once per changed document. Listener errors are ignored. */
  onChange(listener: (changes: DocumentChange[]) => void): () => void;
  /** Extra control endpoints on the same port (e.g. the eventarc trigger registration). */
  addRoute(method: string, path: RegExp, handler: RouteHandler): void;
  /** Documents read since the last reset (for the read-budget benchmark). */
  readCounter: { total: number; reset(): void };
  /** Listen and Write streams open now, on every transport (gRPC and WebChannel). */
  openStreams(): number;
}

export interface StorageEmulatorOptions {
  host?: string;
  port: number;
  projectId: string;
  rulesPath?: string;
  importDir?: string;
  /** Durable data folder: loaded at start (snapshot + journal), every write journaled to it. */
  dataDir?: string;
  verbose?: boolean;
  log?: (line: string) => void;
  /** For firestore.get()/exists() in storage.rules. */
  firestore?: Pick<RunningFirestoreEmulator, 'getDocument'>;
  /** Where to deliver object events (the firebase-tools Functions emulator). */
  functionsEmulator?: { host: string; port: number };
}

export interface RunningStorageEmulator {
  host: string;
  port: number;
  close(): Promise<void>;
  exportTo(dir: string): Promise<void>;
}
