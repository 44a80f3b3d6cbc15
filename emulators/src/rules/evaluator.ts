// Compiles the syntax tree into closures once; evaluating a request then only runs closures.
import type { Expr, FunctionDecl, Loc, MatchBlock, RulesFile } from './ast.js';
import { GLOBAL_FUNCTIONS, KNOWN_METHODS, NAMESPACES, callMethod } from './builtins/index.js';
import { blame, callUser, lookupDocument, lookupVar, tick } from './calls.js';
import { METHOD_EXPANSION, ROOT, type CompiledAllow, type CompiledBlock, type CompiledTree } from './compiled.js';
import { indexChildren } from './matcher.js';
import {
  add,
  contains,
  divide,
  getField,
  index,
  isType,
  modulo,
  multiply,
  negate,
  slice,
  subtract,
  TYPE_NAMES,
} from './operators.js';
import { Env, Scope, type CompileIssue, type Ev, type EvalCtx, type FnInfo } from './scope.js';
import {
  RMap,
  RPath,
  RulesEvalError,
  asBool,
  compareValues,
  fail,
  known,
  typeName,
  valuesEqual,
  type RValue,
} from './types.js';

const GLOBAL_VARS = ['request', 'resource'];
const LOOKUP_FUNCTIONS = new Set(['get', 'exists', 'getAfter', 'existsAfter']);

class Compiler {
  readonly issues: CompileIssue[] = [];
  private order = 0;
  private pendingFunctions: FnInfo[] = [];

  constructor(private readonly file: RulesFile) {}

  private issue(loc: Loc, message: string): void {
    this.issues.push({ loc, message });
  }

  compile(): CompiledTree {
    const rootScope = new Scope(null, ROOT);
    for (const v of GLOBAL_VARS) rootScope.vars.add(v);
    this.declareFunctions(this.file.functions, rootScope);
    const roots = this.file.matches.map((m) => this.compileBlock(m, rootScope));
    for (const fn of this.pendingFunctions) this.compileFunctionBody(fn);
    const { literal, wild } = indexChildren(roots);
    return { version: this.file.version, roots, rootLiteral: literal, rootWild: wild };
  }

  private declareFunctions(decls: FunctionDecl[], scope: Scope): void {
    for (const decl of decls) {
      if (scope.functions.has(decl.name))
        this.issue(decl.loc, `Function ${decl.name} is already defined in this scope.`);
      const info: FnInfo = { decl, owner: scope.owner, scope, body: null, lets: [] };
      scope.functions.set(decl.name, info);
      this.pendingFunctions.push(info);
    }
  }

  private compileFunctionBody(fn: FnInfo): void {
    const s = new Scope(fn.scope, fn.decl);
    const seen = new Set<string>();
    for (const p of fn.decl.params) {
      if (seen.has(p)) this.issue(fn.decl.loc, `Duplicate parameter ${p} in function ${fn.decl.name}.`);
      seen.add(p);
      s.vars.add(p);
    }
    for (const l of fn.decl.lets) {
      fn.lets.push({ name: l.name, ev: this.expr(l.expr, s) });
      s.vars.add(l.name);
    }
    fn.body = this.expr(fn.decl.body, s);
  }

  private compileBlock(block: MatchBlock, parent: Scope): CompiledBlock {
    const scope = new Scope(parent, block);
    const v1 = this.file.version === '1';
    block.path.forEach((seg, i) => {
      if (seg.kind === 'literal') return;
      if (scope.vars.has(seg.name)) this.issue(block.loc, `Duplicate path variable ${seg.name}.`);
      scope.vars.add(seg.name);
      if (seg.kind === 'recursive' && v1 && i !== block.path.length - 1) {
        this.issue(
          block.loc,
          `Recursive wildcard {${seg.name}=**} must be the last path segment in rules_version '1'.`,
        );
      }
    });
    if (block.path.filter((s) => s.kind === 'recursive').length > 1)
      this.issue(block.loc, 'Only one recursive wildcard is allowed per path.');
    this.declareFunctions(block.functions, scope);
    const allows: CompiledAllow[] = block.allows.map((a) => ({
      methods: new Set(a.methods.flatMap((m) => METHOD_EXPANSION[m])),
      cond: a.condition ? this.expr(a.condition, scope) : null,
      loc: a.loc,
    }));
    const order = this.order++;
    const children = block.matches.map((m) => this.compileBlock(m, scope));
    const { literal, wild } = indexChildren(children);
    return {
      node: block,
      segs: block.path,
      allows,
      children,
      literalChildren: literal,
      wildChildren: wild,
      order,
      loc: block.loc,
    };
  }

  expr(e: Expr, scope: Scope): Ev {
    const ev = this.exprInner(e, scope);
    if (e.kind === 'literal' || e.kind === 'ident' || (e.kind === 'binary' && (e.op === '&&' || e.op === '||')))
      return ev;
    const loc = e.loc;
    return (env, ctx) => {
      try {
        return ev(env, ctx);
      } catch (err) {
        return blame(err, loc);
      }
    };
  }

  private exprInner(e: Expr, scope: Scope): Ev {
    switch (e.kind) {
      case 'literal': {
        const v = e.value;
        return (_env, ctx) => (tick(ctx), v);
      }
      case 'ident': {
        const name = e.name;
        if (!scope.hasVar(name)) {
          if (NAMESPACES[name] || name === 'firestore')
            this.issue(e.loc, `Namespace ${name} cannot be used as a value.`);
          else if (GLOBAL_FUNCTIONS[name] || LOOKUP_FUNCTIONS.has(name) || scope.findFunction(name))
            this.issue(e.loc, `Function ${name} cannot be used as a value.`);
          else this.issue(e.loc, `Unknown variable '${name}'.`);
        }
        return (env, ctx) => (tick(ctx), lookupVar(env, name, ctx));
      }
      case 'member': {
        const obj = this.expr(e.object, scope);
        const name = e.name;
        return (env, ctx) => {
          tick(ctx);
          return getField(obj(env, ctx), name);
        };
      }
      case 'index': {
        const obj = this.expr(e.object, scope);
        const key = this.expr(e.index, scope);
        return (env, ctx) => {
          tick(ctx);
          return index(obj(env, ctx), key(env, ctx));
        };
      }
      case 'slice': {
        const obj = this.expr(e.object, scope);
        const from = e.from ? this.expr(e.from, scope) : null;
        const to = e.to ? this.expr(e.to, scope) : null;
        return (env, ctx) => {
          tick(ctx);
          const o = obj(env, ctx);
          return slice(o, from ? from(env, ctx) : undefined, to ? to(env, ctx) : undefined);
        };
      }
      case 'call':
        return this.call(e, scope);
      case 'unary': {
        const operand = this.expr(e.operand, scope);
        if (e.op === '!') {
          return (env, ctx) => {
            tick(ctx);
            return !asBool(operand(env, ctx), 'operator !');
          };
        }
        return (env, ctx) => {
          tick(ctx);
          return negate(operand(env, ctx));
        };
      }
      case 'is': {
        const operand = this.expr(e.operand, scope);
        const t = e.typeName;
        if (!TYPE_NAMES.has(t)) this.issue(e.loc, `Unknown type '${t}' in 'is' expression.`);
        return (env, ctx) => {
          tick(ctx);
          return isType(operand(env, ctx), t);
        };
      }
      case 'ternary': {
        const c = this.expr(e.cond, scope);
        const a = this.expr(e.then, scope);
        const b = this.expr(e.otherwise, scope);
        return (env, ctx) => {
          tick(ctx);
          return asBool(c(env, ctx), 'ternary condition') ? a(env, ctx) : b(env, ctx);
        };
      }
      case 'list': {
        const items = e.items.map((i) => this.expr(i, scope));
        return (env, ctx) => {
          tick(ctx);
          return items.map((i) => i(env, ctx));
        };
      }
      case 'map': {
        const entries = e.entries.map((en) => ({ key: this.expr(en.key, scope), value: this.expr(en.value, scope) }));
        return (env, ctx) => {
          tick(ctx);
          const m = new Map<string, RValue>();
          for (const en of entries) {
            const k = en.key(env, ctx);
            if (typeof k !== 'string') fail(`Map keys must be strings, got ${typeName(known(k))}.`);
            m.set(k, en.value(env, ctx));
          }
          return new RMap(m);
        };
      }
      case 'path': {
        const parts = e.parts.map((p) => ('text' in p ? p.text : this.expr(p.expr, scope)));
        return (env, ctx) => {
          tick(ctx);
          const segs: string[] = [];
          for (const p of parts) {
            if (typeof p === 'string') {
              segs.push(p);
              continue;
            }
            const v = p(env, ctx);
            if (typeof v === 'string') segs.push(v);
            else if (v instanceof RPath) segs.push(...v.segments);
            else if (typeof v === 'bigint') segs.push(v.toString());
            else fail(`Path segment must be string or path, got ${typeName(known(v))}.`);
          }
          return new RPath(segs);
        };
      }
      case 'binary':
        return this.binary(e, scope);
    }
  }

  private binary(e: Extract<Expr, { kind: 'binary' }>, scope: Scope): Ev {
    const l = this.expr(e.left, scope);
    const r = this.expr(e.right, scope);
    switch (e.op) {
      case '&&':
        return (env, ctx) => {
          tick(ctx);
          let left: boolean;
          try {
            left = asBool(l(env, ctx), 'operator &&');
          } catch (err) {
            // error && false is false; error && (true|error) stays an error.
            if (!(err instanceof RulesEvalError)) throw err;
            if (r(env, ctx) === false) return false;
            throw err;
          }
          return left ? asBool(r(env, ctx), 'operator &&') : false;
        };
      case '||':
        return (env, ctx) => {
          tick(ctx);
          let left: boolean;
          try {
            left = asBool(l(env, ctx), 'operator ||');
          } catch (err) {
            if (!(err instanceof RulesEvalError)) throw err;
            if (r(env, ctx) === true) return true;
            throw err;
          }
          return left ? true : asBool(r(env, ctx), 'operator ||');
        };
      case '==':
        return (env, ctx) => (tick(ctx), valuesEqual(l(env, ctx), r(env, ctx)));
      case '!=':
        return (env, ctx) => (tick(ctx), !valuesEqual(l(env, ctx), r(env, ctx)));
      case '<':
        return (env, ctx) => (tick(ctx), compareValues(l(env, ctx), r(env, ctx)) < 0);
      case '<=':
        return (env, ctx) => (tick(ctx), compareValues(l(env, ctx), r(env, ctx)) <= 0);
      case '>':
        return (env, ctx) => (tick(ctx), compareValues(l(env, ctx), r(env, ctx)) > 0);
      case '>=':
        return (env, ctx) => (tick(ctx), compareValues(l(env, ctx), r(env, ctx)) >= 0);
      case 'in':
        return (env, ctx) => {
          tick(ctx);
          const item = l(env, ctx);
          return contains(r(env, ctx), item);
        };
      case '+':
        return (env, ctx) => (tick(ctx), add(l(env, ctx), r(env, ctx)));
      case '-':
        return (env, ctx) => (tick(ctx), subtract(l(env, ctx), r(env, ctx)));
      case '*':
        return (env, ctx) => (tick(ctx), multiply(l(env, ctx), r(env, ctx)));
      case '/':
        return (env, ctx) => (tick(ctx), divide(l(env, ctx), r(env, ctx)));
      case '%':
        return (env, ctx) => (tick(ctx), modulo(l(env, ctx), r(env, ctx)));
    }
  }

  private call(e: Extract<Expr, { kind: 'call' }>, scope: Scope): Ev {
    const args = e.args.map((a) => this.expr(a, scope));
    const evalArgs = (env: Env, ctx: EvalCtx): RValue[] => args.map((a) => a(env, ctx));
    const callee = e.callee;
    if (callee.kind === 'ident') {
      const name = callee.name;
      const fn = scope.findFunction(name);
      if (fn) {
        if (fn.decl.params.length !== args.length) {
          this.issue(e.loc, `Function ${name} expects ${fn.decl.params.length} argument(s), got ${args.length}.`);
        }
        return (env, ctx) => {
          tick(ctx);
          return callUser(fn, evalArgs(env, ctx), env, ctx);
        };
      }
      if (LOOKUP_FUNCTIONS.has(name)) {
        if (args.length !== 1) this.issue(e.loc, `Function ${name} expects 1 argument, got ${args.length}.`);
        const after = name.endsWith('After');
        const isExists = name.startsWith('exists');
        return (env, ctx) => {
          tick(ctx);
          const doc = lookupDocument(ctx, after ? 'getAfter' : 'get', evalArgs(env, ctx)[0]);
          return isExists ? doc !== null : doc;
        };
      }
      const g = GLOBAL_FUNCTIONS[name];
      if (g) {
        return (env, ctx) => {
          tick(ctx);
          return g(evalArgs(env, ctx));
        };
      }
      this.issue(callee.loc, `Function not found error: Name: [${name}].`);
      return () => fail(`Function not found error: Name: [${name}].`);
    }
    if (callee.kind === 'member') {
      const method = callee.name;
      const obj = callee.object;
      if (obj.kind === 'ident' && !scope.hasVar(obj.name)) {
        const nsName = obj.name;
        if (nsName === 'firestore') {
          if (method !== 'get' && method !== 'exists')
            this.issue(callee.loc, `Function not found error: Name: [firestore.${method}].`);
          const isExists = method === 'exists';
          return (env, ctx) => {
            tick(ctx);
            const doc = lookupDocument(ctx, 'get', evalArgs(env, ctx)[0]);
            return isExists ? doc !== null : doc;
          };
        }
        const ns = NAMESPACES[nsName];
        if (ns) {
          const f = Object.prototype.hasOwnProperty.call(ns, method) ? ns[method] : undefined;
          if (!f) {
            this.issue(callee.loc, `Function not found error: Name: [${nsName}.${method}].`);
            return () => fail(`Function not found error: Name: [${nsName}.${method}].`);
          }
          return (env, ctx) => {
            tick(ctx);
            return f(evalArgs(env, ctx));
          };
        }
      }
      if (!KNOWN_METHODS.has(method)) this.issue(callee.loc, `Function not found error: Name: [${method}].`);
      const recv = this.expr(obj, scope);
      return (env, ctx) => {
        tick(ctx);
        const r = recv(env, ctx);
        return callMethod(r, method, evalArgs(env, ctx));
      };
    }
    this.issue(e.loc, 'Only functions and methods can be called.');
    return () => fail('Not callable.');
  }
}

export function compileTree(file: RulesFile): { tree: CompiledTree; issues: CompileIssue[] } {
  const c = new Compiler(file);
  const tree = c.compile();
  return { tree, issues: c.issues };
}

/** Compiles one expression against the given variable names (conformance tests, tools). */
export function compileStandaloneExpr(expr: Expr, vars: string[]): { ev: Ev; issues: CompileIssue[] } {
  const c = new Compiler({
    version: '2',
    versionLoc: null,
    service: '',
    serviceLoc: { line: 1, column: 1 },
    functions: [],
    matches: [],
  });
  const scope = new Scope(null, ROOT);
  for (const v of [...GLOBAL_VARS, ...vars]) scope.vars.add(v);
  const ev = c.expr(expr, scope);
  return { ev, issues: c.issues };
}
