// Compile-time and run-time scopes. Names resolve statically (compile errors for unknown
// identifiers); values live in Env frames chained from the function or match to the root.
import type { FunctionDecl, Loc } from './ast.js';
import type { RValue } from './types.js';

export type Ev = (env: Env, ctx: EvalCtx) => RValue;

export interface EvalCtx {
  /** Expressions evaluated so far in this request (limit 1000 per request). */
  steps: number;
  depth: number;
  /** User functions currently executing: recursion is not permitted. */
  active: Set<FnInfo>;
  lookupCount: number;
  maxLookups: number;
  /** Cached lookups per request: `get:/databases/...` → resource map or null. */
  cache: Map<string, RValue>;
  lookup(kind: 'get' | 'getAfter', path: string): RValue;
}

export interface FnInfo {
  decl: FunctionDecl;
  /** The match block (or root) the function is declared in; its Env supplies wildcards. */
  owner: object;
  scope: Scope;
  body: Ev | null;
  lets: { name: string; ev: Ev }[];
}

export class Scope {
  readonly vars = new Set<string>();
  readonly functions = new Map<string, FnInfo>();
  constructor(
    readonly parent: Scope | null,
    readonly owner: object,
  ) {}

  hasVar(name: string): boolean {
    return this.vars.has(name) || (this.parent?.hasVar(name) ?? false);
  }

  findFunction(name: string): FnInfo | undefined {
    return this.functions.get(name) ?? this.parent?.findFunction(name);
  }
}

/** A `let` binding evaluated on first use. */
export class Lazy {
  private state: 0 | 1 | 2 = 0;
  private value: RValue = null;
  private error: unknown;
  constructor(
    private readonly ev: Ev,
    private readonly env: Env,
  ) {}
  get(ctx: EvalCtx): RValue {
    if (this.state === 1) return this.value;
    if (this.state === 2) throw this.error;
    try {
      this.value = this.ev(this.env, ctx);
      this.state = 1;
      return this.value;
    } catch (e) {
      this.error = e;
      this.state = 2;
      throw e;
    }
  }
}

export class Env {
  constructor(
    readonly vars: Map<string, RValue | Lazy>,
    readonly parent: Env | null,
    readonly owner: object | null,
  ) {}
}

export interface CompileIssue {
  loc: Loc;
  message: string;
}
