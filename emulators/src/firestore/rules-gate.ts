// Bridges the Security Rules engine: loads rulesets and turns denials into PERMISSION_DENIED.
import { compileRules } from '../rules/index.js';
import type {
  CompiledRuleset,
  DocumentLookups,
  FirestoreRulesRequest,
  QueryConstraints,
  RulesIssue,
  RulesMethod,
} from '../rules/api.js';
import type { StoredDocument, Timestamp } from '../shared/value.js';
import type { Caller } from './auth.js';
import { FirestoreError } from './errors.js';

export interface LoadResult {
  ok: boolean;
  issues: RulesIssue[];
}

export interface RulesCheck {
  method: RulesMethod;
  /** Full resource name of the document (or of the collection for list). */
  path: string[];
  resource: StoredDocument | null;
  requestResource?: StoredDocument | null;
  query?: QueryConstraints;
  time: Timestamp;
  lookups: DocumentLookups;
  /** get()/exists() budget: 10 for single reads and queries, 20 for batches and transactions. */
  maxLookups?: number;
  /** For list: a collection-group query (path = parent segments + collection id). */
  collectionGroup?: boolean;
}

export class RulesGate {
  private ruleset: CompiledRuleset | null = null;

  constructor(private readonly log: (line: string) => void) {}

  get active(): boolean {
    return this.ruleset !== null;
  }

  /** Compiles and activates a ruleset; an invalid one (or an engine failure) keeps the previous rules. */
  load(source: string): LoadResult {
    let result;
    try {
      result = compileRules(source, 'cloud.firestore');
    } catch (err) {
      const description = `Security Rules engine failure: ${(err as Error).message}`;
      this.log(`[firestore] ${description}`);
      return { ok: false, issues: [{ line: 1, column: 1, description, severity: 'ERROR' }] };
    }
    if (!result.ok) return { ok: false, issues: result.issues };
    this.ruleset = result.ruleset;
    return { ok: true, issues: result.issues };
  }

  clear(): void {
    this.ruleset = null;
  }

  /** Throws PERMISSION_DENIED unless the caller is the owner, no rules are loaded, or the rules allow. */
  check(caller: Caller, c: RulesCheck): void {
    if (caller.owner || !this.ruleset) return;
    const request: FirestoreRulesRequest = {
      service: 'cloud.firestore',
      database: '(default)',
      path: c.path,
      method: c.method,
      auth: caller.auth,
      time: c.time,
      resource: c.resource,
      requestResource: c.requestResource,
      query: c.query,
      lookups: c.lookups,
      maxLookups: c.maxLookups ?? 10,
      collectionGroup: c.collectionGroup,
    };
    let decision;
    try {
      decision = this.ruleset.evaluate(request);
    } catch (err) {
      decision = { allowed: false, message: `Rules evaluation failed: ${(err as Error).message}`, lookupCount: 0 };
    }
    if (decision.allowed) return;
    const where = `/databases/(default)/documents/${c.path.join('/')}`;
    const loc = decision.location ? ` (L${decision.location.line}:${decision.location.column})` : '';
    this.log(
      `[firestore] rules DENIED ${c.method} ${where} for ${caller.auth ? caller.auth.uid : 'anonymous'}: ${decision.message}${loc}`,
    );
    throw new FirestoreError(
      'PERMISSION_DENIED',
      `Missing or insufficient permissions. ${c.method} on ${where}: ${decision.message}${loc}`,
    );
  }
}
