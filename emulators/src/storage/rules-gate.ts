// Loads storage.rules through the shared Security Rules engine and answers "may this caller do
// this?". With no rules loaded everything is allowed (like an emulator started without rules).
import { compileRules } from '../rules/index.js';
import type {
  CompiledRuleset,
  RulesIssue,
  RulesMethod,
  StorageObjectResource,
  StorageRulesRequest,
  Timestamp,
} from '../rules/api.js';
import type { StoredDocument } from '../shared/value.js';
import type { Caller } from './auth.js';
import type { ObjectMetadata } from './metadata.js';
import { HttpError } from './http-util.js';

export interface RulesCheck {
  bucket: string;
  /** Object name, or the list prefix (without its trailing slash). */
  path: string;
  method: RulesMethod;
  resource: ObjectMetadata | null;
  requestResource?: ObjectMetadata | null;
}

export class RulesLoadError extends Error {
  constructor(readonly issues: RulesIssue[]) {
    super(issues.map((i) => `L${i.line}:${i.column} ${i.description}`).join('; ') || 'Invalid rules');
  }
}

export class StorageRulesGate {
  private ruleset: CompiledRuleset | null = null;

  constructor(
    private readonly projectId: string,
    private readonly firestore?: { getDocument(name: string): StoredDocument | null },
  ) {}

  get loaded(): boolean {
    return this.ruleset !== null;
  }

  /** Compiles and swaps the ruleset atomically; throws RulesLoadError on any ERROR issue. */
  load(source: string): RulesIssue[] {
    const result = compileRules(source, 'firebase.storage');
    if (!result.ok) throw new RulesLoadError(result.issues);
    this.ruleset = result.ruleset;
    return result.issues;
  }

  unload(): void {
    this.ruleset = null;
  }

  /** Throws 403 when denied. Owner (admin) requests never reach here. */
  enforce(caller: Caller, check: RulesCheck): void {
    if (caller.kind === 'owner' || !this.ruleset) return;
    const ruleset = this.ruleset;
    if (check.method === 'list' && ruleset.rulesVersion !== '2') {
      throw new HttpError(403, `Permission denied. list requires rules_version = '2' (path ${check.path || '/'})`);
    }
    const request: StorageRulesRequest = {
      service: 'firebase.storage',
      bucket: check.bucket,
      path: check.path ? check.path.split('/') : [],
      method: check.method,
      auth: caller.kind === 'user' ? caller.auth : null,
      time: nowTimestamp(),
      resource: check.resource ? toRulesResource(check.resource) : null,
      requestResource: check.requestResource ? toRulesResource(check.requestResource) : check.requestResource,
      firestore: { get: (path) => this.lookupDocument(path) },
    };
    let decision;
    try {
      decision = ruleset.evaluate(request);
    } catch (err) {
      throw new HttpError(403, `Permission denied. Rules evaluation failed: ${(err as Error).message}`);
    }
    if (!decision.allowed) {
      throw new HttpError(
        403,
        `Permission denied. No matching allow statements (${check.method} ${check.path || '/'}): ${decision.message}`,
      );
    }
  }

  private lookupDocument(path: string): StoredDocument | null {
    if (!this.firestore) return null;
    const relative = path.replace(/^\/+/, '');
    const name = relative.startsWith('projects/') ? relative : `projects/${this.projectId}/${relative}`;
    return this.firestore.getDocument(name);
  }
}

function nowTimestamp(): Timestamp {
  const ms = Date.now();
  return { seconds: Math.floor(ms / 1000), nanos: (ms % 1000) * 1e6 };
}

export function isoToTimestamp(iso: string): Timestamp {
  const ms = Date.parse(iso);
  return { seconds: Math.floor(ms / 1000), nanos: (ms % 1000) * 1e6 };
}

export function toRulesResource(m: ObjectMetadata): StorageObjectResource {
  return {
    bucket: m.bucket,
    name: m.name,
    size: m.size,
    contentType: m.contentType,
    md5Hash: m.md5Hash,
    crc32c: m.crc32c,
    etag: m.etag,
    generation: m.generation,
    metageneration: m.metageneration,
    timeCreated: isoToTimestamp(m.timeCreated),
    updated: isoToTimestamp(m.updated),
    cacheControl: m.cacheControl,
    contentDisposition: m.contentDisposition,
    contentEncoding: m.contentEncoding,
    contentLanguage: m.contentLanguage,
    metadata: { ...m.customMetadata },
  };
}
