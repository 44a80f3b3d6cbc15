// Runtime support shared by compiled expressions: limits, user-function calls, document lookups.
import type { Loc } from './ast.js';
import { parsePath } from './builtins/path.js';
import { Env, Lazy, type EvalCtx, type FnInfo } from './scope.js';
import { RPath, RulesEvalError, RulesFatalError, fail, known, typeName, type RValue } from './types.js';

export const MAX_EXPRESSIONS = 1000;
export const MAX_CALL_DEPTH = 20;

/** Records the position of the innermost failing expression, then rethrows. */
export function blame(err: unknown, loc: Loc): never {
  if (err instanceof RulesEvalError && !err.loc) err.loc = loc;
  throw err;
}

export function tick(ctx: EvalCtx): void {
  if (++ctx.steps > MAX_EXPRESSIONS)
    throw new RulesFatalError(`Exceeded maximum number of expressions (${MAX_EXPRESSIONS}).`);
}

export function lookupVar(env: Env, name: string, ctx: EvalCtx): RValue {
  for (let e: Env | null = env; e; e = e.parent) {
    const v = e.vars.get(name);
    if (v !== undefined) return v instanceof Lazy ? v.get(ctx) : v;
  }
  return fail(`Variable ${name} is not defined.`);
}

export function callUser(fn: FnInfo, args: RValue[], callerEnv: Env, ctx: EvalCtx): RValue {
  if (args.length !== fn.decl.params.length)
    fail(`Function ${fn.decl.name} expects ${fn.decl.params.length} argument(s).`);
  if (ctx.depth >= MAX_CALL_DEPTH)
    throw new RulesFatalError(`Exceeded maximum function call depth (${MAX_CALL_DEPTH}).`);
  if (ctx.active.has(fn))
    throw new RulesFatalError(`Recursive call of function ${fn.decl.name}: recursion is not permitted.`);
  let def: Env | null = callerEnv;
  while (def && def.owner !== fn.owner) def = def.parent;
  const vars = new Map<string, RValue | Lazy>();
  fn.decl.params.forEach((p, i) => vars.set(p, args[i]));
  const env = new Env(vars, def ?? rootOf(callerEnv), fn.decl);
  for (const l of fn.lets) vars.set(l.name, new Lazy(l.ev, env));
  ctx.depth++;
  ctx.active.add(fn);
  try {
    return fn.body!(env, ctx);
  } finally {
    ctx.depth--;
    ctx.active.delete(fn);
  }
}

function rootOf(env: Env): Env {
  let e = env;
  while (e.parent) e = e.parent;
  return e;
}

export function lookupDocument(ctx: EvalCtx, kind: 'get' | 'getAfter', arg: RValue): RValue {
  let p: RPath;
  if (arg instanceof RPath) p = arg;
  else if (typeof arg === 'string') p = parsePath(arg);
  else return fail(`Invalid argument: expected path, got ${typeName(known(arg))}.`);
  const s = p.segments;
  if (s.length < 5 || s[0] !== 'databases' || s[2] !== 'documents' || (s.length - 3) % 2 !== 0) {
    fail(`Invalid document path ${p.toString()}: expected /databases/{database}/documents/{collection}/{document}.`);
  }
  const key = kind + ':' + p.toString();
  const hit = ctx.cache.get(key);
  if (hit !== undefined) return hit;
  if (ctx.lookupCount >= ctx.maxLookups) {
    throw new RulesFatalError(`Exceeded maximum number of document access calls (${ctx.maxLookups}).`);
  }
  ctx.lookupCount++;
  const doc = ctx.lookup(kind, p.toString());
  ctx.cache.set(key, doc);
  return doc;
}
