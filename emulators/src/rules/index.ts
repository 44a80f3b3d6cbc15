// Public entry of the Security Rules engine: compileRules() parses and checks a rules file once;
// the returned ruleset's evaluate() decides requests without re-parsing.
import type { CompileResult, CompiledRuleset, RulesDecision, RulesIssue, RulesRequest, RulesService } from './api.js';
import { ROOT, type CompiledTree } from './compiled.js';
import { decide, type Outcome } from './decision.js';
import { compileTree } from './evaluator.js';
import { ANY_DOCUMENT, ANY_PREFIX } from './matcher.js';
import { documentToResource, firestoreFullPath, firestoreRequestMap, listResources } from './firestore-bridge.js';
import { RulesSyntaxError } from './lexer.js';
import { parseRules } from './parser.js';
import { Env, type EvalCtx } from './scope.js';
import { storageFullPath, storageObjectToResource, storageRequestMap } from './storage-bridge.js';
import { RulesEvalError, type RValue } from './types.js';
export * from './api.js';

const SERVICES: RulesService[] = ['cloud.firestore', 'firebase.storage'];
const DEFAULT_MAX_LOOKUPS = 10;

/**
 * Parses and type-checks a rules file. Never half-loads: any ERROR issue gives ok:false.
 * `expectedService` rejects a file whose service block is for another product.
 */
export function compileRules(source: string, expectedService?: RulesService): CompileResult {
  let file;
  try {
    file = parseRules(source);
  } catch (e) {
    if (e instanceof RulesSyntaxError) {
      return { ok: false, issues: [{ line: e.line, column: e.column, description: e.message, severity: 'ERROR' }] };
    }
    if (e instanceof RangeError) {
      return {
        ok: false,
        issues: [{ line: 1, column: 1, description: 'Rules are nested too deeply to parse.', severity: 'ERROR' }],
      };
    }
    throw e;
  }
  const issues: RulesIssue[] = [];
  const svc = file.serviceLoc;
  if (!SERVICES.includes(file.service as RulesService)) {
    issues.push({
      ...svc,
      description: `Unknown service '${file.service}'; expected cloud.firestore or firebase.storage.`,
      severity: 'ERROR',
    });
  } else if (expectedService && file.service !== expectedService) {
    issues.push({
      ...svc,
      description: `Expected service '${expectedService}' but the rules declare '${file.service}'.`,
      severity: 'ERROR',
    });
  }
  const { tree, issues: semantic } = compileTree(file);
  for (const i of semantic)
    issues.push({ line: i.loc.line, column: i.loc.column, description: i.message, severity: 'ERROR' });
  if (issues.some((i) => i.severity === 'ERROR')) return { ok: false, issues };
  const ruleset: CompiledRuleset = {
    service: file.service as RulesService,
    rulesVersion: file.version,
    source,
    evaluate: (request) => {
      try {
        return evaluateRequest(tree, file.service as RulesService, request);
      } catch (e) {
        // A bug or an exhausted stack must deny, never grant or crash the emulator.
        return { allowed: false, message: `Internal rules engine error: ${(e as Error).message}`, lookupCount: 0 };
      }
    },
  };
  return { ok: true, ruleset, issues };
}

function newCtx(maxLookups: number, lookup: EvalCtx['lookup']): EvalCtx {
  return { steps: 0, depth: 0, active: new Set(), lookupCount: 0, maxLookups, cache: new Map(), lookup };
}

function rootEnv(request: RValue, resource: RValue): Env {
  return new Env(
    new Map([
      ['request', request],
      ['resource', resource],
    ]),
    null,
    ROOT,
  );
}

function toDecision(o: Outcome, ctx: EvalCtx): RulesDecision {
  return {
    allowed: o.allowed,
    location: o.loc,
    message: o.message,
    lookupCount: ctx.lookupCount,
    expressionCount: ctx.steps,
  };
}

function evaluateRequest(tree: CompiledTree, service: RulesService, req: RulesRequest): RulesDecision {
  if (req.service !== service) {
    return { allowed: false, message: `Rules for ${service} cannot decide a ${req.service} request.`, lookupCount: 0 };
  }
  if (req.service === 'firebase.storage') {
    const ctx = newCtx(req.maxLookups ?? DEFAULT_MAX_LOOKUPS, (kind, path) => {
      if (!req.firestore) throw new RulesEvalError('firestore.get() is not available: no Firestore to read from.');
      const doc = req.firestore.get(path);
      return doc ? documentToResource(doc) : null;
    });
    const env = rootEnv(storageRequestMap(req), req.resource ? storageObjectToResource(req.resource) : null);
    const path = storageFullPath(req);
    // Listing a prefix lists the objects in it: rules for `prefix/{item}` apply too.
    const paths = req.method === 'list' ? [path, [...path, ANY_DOCUMENT]] : [path];
    return toDecision(decide(tree, paths, req.method, env, ctx), ctx);
  }
  const ctx = newCtx(req.maxLookups ?? DEFAULT_MAX_LOOKUPS, (kind, path) => {
    const doc = kind === 'get' ? req.lookups.get(path) : req.lookups.getAfter(path);
    return doc ? documentToResource(doc) : null;
  });
  const requestMap = firestoreRequestMap(req);
  let path = firestoreFullPath(req);
  if (req.method === 'list') {
    // A query names a collection; rules match the documents it could return.
    if (req.collectionGroup) path = [...path.slice(0, -1), ANY_PREFIX, path[path.length - 1], ANY_DOCUMENT];
    else if (req.path.length % 2 === 1) path = [...path, ANY_DOCUMENT];
  }
  if (req.method !== 'list') {
    const env = rootEnv(requestMap, req.resource ? documentToResource(req.resource) : null);
    return toDecision(decide(tree, [path], req.method, env, ctx), ctx);
  }
  // Rules are not filters: every combination of `in` values must be allowed.
  let resources;
  try {
    resources = listResources(req.query);
  } catch (e) {
    if (e instanceof RulesEvalError) return { allowed: false, message: `${e.message} for 'list'`, lookupCount: 0 };
    throw e;
  }
  let first: Outcome | null = null;
  for (const resource of resources) {
    const o = decide(tree, [path], 'list', rootEnv(requestMap, resource), ctx);
    if (!o.allowed) return toDecision(o, ctx);
    first ??= o;
  }
  return toDecision(first!, ctx);
}
