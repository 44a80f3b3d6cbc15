// Evaluates a single rules expression against an optional Firestore request context.
// Used by the conformance tests and handy for debugging rules from a REPL.
import type { FirestoreRulesRequest } from './api.js';
import { ROOT } from './compiled.js';
import { compileStandaloneExpr } from './evaluator.js';
import { documentToResource, firestoreRequestMap } from './firestore-bridge.js';
import { RulesSyntaxError } from './lexer.js';
import { parseExpression } from './parser.js';
import { Env, type EvalCtx } from './scope.js';
import { RulesEvalError, RulesFatalError, type RValue } from './types.js';

export type ExpressionResult =
  | { ok: true; value: RValue; lookupCount: number }
  | { ok: false; kind: 'syntax' | 'compile' | 'error' | 'fatal'; message: string; lookupCount: number };

export interface ExpressionOptions {
  request?: FirestoreRulesRequest;
  /** Extra variables (like path wildcards) visible to the expression. */
  vars?: Record<string, RValue>;
}

export function evaluateExpression(source: string, opts: ExpressionOptions = {}): ExpressionResult {
  let expr;
  try {
    expr = parseExpression(source);
  } catch (e) {
    if (e instanceof RulesSyntaxError)
      return { ok: false, kind: 'syntax', message: `${e.line}:${e.column} ${e.message}`, lookupCount: 0 };
    throw e;
  }
  const vars = opts.vars ?? {};
  const { ev, issues } = compileStandaloneExpr(expr, Object.keys(vars));
  if (issues.length)
    return { ok: false, kind: 'compile', message: issues.map((i) => i.message).join('; '), lookupCount: 0 };
  const req = opts.request;
  const ctx: EvalCtx = {
    steps: 0,
    depth: 0,
    active: new Set(),
    lookupCount: 0,
    maxLookups: req?.maxLookups ?? 10,
    cache: new Map(),
    lookup: (kind, path) => {
      const doc = req ? (kind === 'get' ? req.lookups.get(path) : req.lookups.getAfter(path)) : null;
      return doc ? documentToResource(doc) : null;
    },
  };
  const root = new Env(
    new Map<string, RValue>([
      ['request', req ? firestoreRequestMap(req) : null],
      ['resource', req?.resource ? documentToResource(req.resource) : null],
    ]),
    null,
    ROOT,
  );
  const env = new Env(new Map(Object.entries(vars)), root, null);
  try {
    return { ok: true, value: ev(env, ctx), lookupCount: ctx.lookupCount };
  } catch (e) {
    if (e instanceof RulesEvalError)
      return { ok: false, kind: 'error', message: e.message, lookupCount: ctx.lookupCount };
    if (e instanceof RulesFatalError)
      return { ok: false, kind: 'fatal', message: e.message, lookupCount: ctx.lookupCount };
    throw e;
  }
}
