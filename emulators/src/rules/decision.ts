// Decides a request: evaluates every matching allow for the method; the first true one grants.
import type { Loc } from './ast.js';
import type { CompiledTree, Method } from './compiled.js';
import { collectMatches } from './matcher.js';
import type { Env, EvalCtx } from './scope.js';
import { RulesEvalError, RulesFatalError, known, typeName } from './types.js';

export interface Outcome {
  allowed: boolean;
  loc?: Loc;
  message: string;
}

/** Evaluates every matching allow for `method`; the first true one grants. */
/** `paths`: the request path, plus alternatives that also describe it (Storage list prefixes). */
export function decide(tree: CompiledTree, paths: string[][], method: Method, rootEnv: Env, ctx: EvalCtx): Outcome {
  const matches = paths.flatMap((p) => collectMatches(tree, p, rootEnv));
  // The expression budget is per request (per `in` combination for queries).
  ctx.steps = 0;
  let last: { loc: Loc; message: string; at: string } | null = null;
  for (const { block, env } of matches) {
    for (const allow of block.allows) {
      if (!allow.methods.has(method)) continue;
      if (!allow.cond) return { allowed: true, loc: allow.loc, message: `true for '${method}' @ L${allow.loc.line}` };
      ctx.depth = 0;
      ctx.active.clear();
      try {
        const v = allow.cond(env, ctx);
        if (v === true) return { allowed: true, loc: allow.loc, message: `true for '${method}' @ L${allow.loc.line}` };
        last = {
          loc: allow.loc,
          message:
            v === false ? 'false' : `Unsupported operation error. Received: ${typeName(known(v))}. Expected: bool.`,
          at: '',
        };
      } catch (err) {
        if (err instanceof RulesFatalError) {
          return { allowed: false, loc: allow.loc, message: `${err.message} for '${method}' @ L${allow.loc.line}` };
        }
        if (!(err instanceof RulesEvalError)) throw err;
        const at = err.loc ? `, evaluation error at L${err.loc.line}:${err.loc.column}` : '';
        last = { loc: allow.loc, message: err.message, at };
      }
    }
  }
  if (!last) return { allowed: false, message: `No matching allow statements. false for '${method}' @ L1` };
  return { allowed: false, loc: last.loc, message: `${last.message} for '${method}' @ L${last.loc.line}${last.at}` };
}
