// The contract between the Security Rules engine and the emulators that use it.
// The Firestore and Storage emulators only import from this file and from rules/index.ts.
import type { StoredDocument, Timestamp, Value } from '../shared/value.js';

export type RulesService = 'cloud.firestore' | 'firebase.storage';
export type RulesMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface RulesIssue {
  line: number;
  column: number;
  description: string;
  severity: 'ERROR' | 'WARNING';
}

export interface AuthContext {
  uid: string;
  /** Decoded token claims (JSON), including `firebase`, `email`, custom claims. */
  token: Record<string, unknown>;
}

/** Documents seen by get()/exists() (before) and getAfter()/existsAfter() (after the batch). */
export interface DocumentLookups {
  /** Full path like `/databases/(default)/documents/profiles/uid`. Returns null when missing. */
  get(path: string): StoredDocument | null;
  getAfter(path: string): StoredDocument | null;
}

/** What a list query guarantees about every document it can return (rules are not filters). */
export interface QueryConstraints {
  /** Field path (dotted) → the value every result has (from == filters). */
  equal: Record<string, Value>;
  /** Field path → possible values (from `in` filters); each value is checked separately. */
  oneOf: Record<string, Value[]>;
  limit?: number;
  offset?: number;
  orderBy: { field: string; direction: 'ASCENDING' | 'DESCENDING' }[];
}

export interface FirestoreRulesRequest {
  service: 'cloud.firestore';
  database: string; // '(default)'
  /** Document path segments below /databases/{db}/documents, e.g. ['articles', 'abc']. */
  path: string[];
  method: RulesMethod;
  auth: AuthContext | null;
  time: Timestamp;
  /** The stored document (get, update, delete), null when it does not exist. */
  resource: StoredDocument | null;
  /** The document after the write (create, update), masks and transforms applied. */
  requestResource?: StoredDocument | null;
  /** For list: the query's constraints; `resource.data` is known only through them. */
  query?: QueryConstraints;
  /**
   * For list: the query spans all descendants (collection group). `path` is then the parent's
   * segments plus the collection id (just `[collectionId]` at the root); only rules whose
   * recursive wildcard `{x=**}` can absorb the unknown middle of the path match.
   */
  collectionGroup?: boolean;
  lookups: DocumentLookups;
  /** get/exists budget: 10 for single-document requests and queries (default), 20 for batches. */
  maxLookups?: number;
}

export interface StorageObjectResource {
  bucket: string;
  name: string;
  size: number;
  contentType: string;
  md5Hash?: string;
  crc32c?: string;
  etag?: string;
  generation?: string;
  metageneration?: string;
  timeCreated?: Timestamp;
  updated?: Timestamp;
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  metadata: Record<string, string>;
}

export interface StorageRulesRequest {
  service: 'firebase.storage';
  bucket: string;
  /** Object name split on '/', e.g. ['article_images', 'uid', 'a.png']. Empty for the bucket root. */
  path: string[];
  method: RulesMethod;
  auth: AuthContext | null;
  time: Timestamp;
  resource: StorageObjectResource | null;
  requestResource?: StorageObjectResource | null;
  /** firestore.get / firestore.exists, answered by the Firestore emulator (default database). */
  firestore?: { get(path: string): StoredDocument | null };
  /** firestore.get/exists budget (default 10). */
  maxLookups?: number;
}

export type RulesRequest = FirestoreRulesRequest | StorageRulesRequest;

export interface RuleLocation {
  line: number;
  column: number;
}

export interface RulesDecision {
  allowed: boolean;
  /** The allow statement that granted, or the location blamed for the denial (Google style). */
  location?: RuleLocation;
  /** e.g. "false for 'create' @ L12" or "Null value error. for 'get' @ L5, evaluation error at L5:20". */
  message: string;
  /** Number of get/exists calls made (for read accounting and limits). */
  lookupCount: number;
  /** Expressions evaluated (the limit is 1000 per request); absent when nothing was evaluated. */
  expressionCount?: number;
}

export interface CompiledRuleset {
  service: RulesService;
  rulesVersion: '1' | '2';
  source: string;
  evaluate(request: RulesRequest): RulesDecision;
}

export type CompileResult =
  { ok: true; ruleset: CompiledRuleset; issues: RulesIssue[] } | { ok: false; issues: RulesIssue[] };

export type { StoredDocument, Timestamp, Value };
