// Recursive-descent parser for rules files. Precedence, lowest first: ?: , ||, &&, == !=,
// is, in, < <= > >=, + -, * / %, unary ! -, then postfix . [] () (rules-language#operators).
import type {
  AllowStmt,
  BinaryOp,
  Expr,
  FunctionDecl,
  Loc,
  MatchBlock,
  MatchSegment,
  PathPart,
  RulesFile,
} from './ast.js';
import { Lexer, type Token } from './lexer.js';
import { INT_MAX, RBytes } from './types.js';

// Characters of a literal segment in an expression path like /databases/(default)/documents/a.b-c.
const SEGMENT_CHAR = /[A-Za-z0-9_\-.~%@+:*]/;

export class Parser {
  private lx: Lexer;
  private tok!: Token;

  constructor(readonly src: string) {
    this.lx = new Lexer(src);
    this.advance();
  }

  private advance(): Token {
    const t = this.tok;
    this.tok = this.lx.next();
    return t;
  }

  private loc(t: Token = this.tok): Loc {
    return { line: t.line, column: t.column };
  }

  private fail(message: string, t: Token = this.tok): never {
    return this.lx.error(message, t.start);
  }

  private describe(t: Token): string {
    return t.kind === 'eof' ? 'end of input' : `'${this.src.slice(t.start, t.end)}'`;
  }

  private isPunct(p: string): boolean {
    return this.tok.kind === 'punct' && this.tok.text === p;
  }

  private isWord(w: string): boolean {
    return this.tok.kind === 'ident' && this.tok.text === w;
  }

  private expectPunct(p: string): Token {
    if (!this.isPunct(p)) this.fail(`Unexpected ${this.describe(this.tok)}; expected '${p}'.`);
    return this.advance();
  }

  private expectWord(w: string): Token {
    if (!this.isWord(w)) this.fail(`Unexpected ${this.describe(this.tok)}; expected '${w}'.`);
    return this.advance();
  }

  private expectIdent(what: string): Token {
    if (this.tok.kind !== 'ident') this.fail(`Unexpected ${this.describe(this.tok)}; expected ${what}.`);
    return this.advance();
  }

  parseFile(): RulesFile {
    let version: '1' | '2' = '1';
    let versionLoc: Loc | null = null;
    if (this.isWord('rules_version')) {
      versionLoc = this.loc();
      this.advance();
      this.expectPunct('=');
      const v = this.tok;
      if (v.kind !== 'string') this.fail(`Unexpected ${this.describe(v)}; expected a version string.`);
      if (v.text !== '1' && v.text !== '2') this.fail(`Invalid rules_version '${v.text}'; expected '1' or '2'.`, v);
      version = v.text;
      this.advance();
      this.expectPunct(';');
    }
    if (!this.isWord('service')) this.fail(`Unexpected ${this.describe(this.tok)}; expected 'service'.`);
    const serviceTok = this.advance();
    let service = this.expectIdent('a service name').text;
    while (this.isPunct('.')) {
      this.advance();
      service += '.' + this.expectIdent('a service name').text;
    }
    this.expectPunct('{');
    const functions: FunctionDecl[] = [];
    const matches: MatchBlock[] = [];
    while (!this.isPunct('}')) {
      if (this.isWord('function')) functions.push(this.parseFunction());
      else if (this.isWord('match')) matches.push(this.parseMatch());
      else this.fail(`Unexpected ${this.describe(this.tok)}; expected 'match' or 'function'.`);
    }
    this.advance();
    if (this.tok.kind !== 'eof') this.fail(`Unexpected ${this.describe(this.tok)} after the service block.`);
    return { version, versionLoc, service, serviceLoc: this.loc(serviceTok), functions, matches };
  }

  private parseFunction(): FunctionDecl {
    const start = this.advance();
    const name = this.expectIdent('a function name').text;
    this.expectPunct('(');
    const params: string[] = [];
    if (!this.isPunct(')')) {
      for (;;) {
        params.push(this.expectIdent('a parameter name').text);
        if (!this.isPunct(',')) break;
        this.advance();
      }
    }
    this.expectPunct(')');
    this.expectPunct('{');
    const lets: FunctionDecl['lets'] = [];
    while (this.isWord('let')) {
      const letTok = this.advance();
      const letName = this.expectIdent('a variable name').text;
      this.expectPunct('=');
      const expr = this.parseExpr();
      this.expectPunct(';');
      lets.push({ name: letName, expr, loc: this.loc(letTok) });
    }
    this.expectWord('return');
    const body = this.parseExpr();
    if (this.isPunct(';')) this.advance();
    this.expectPunct('}');
    return { name, params, lets, body, loc: this.loc(start) };
  }

  private parseMatch(): MatchBlock {
    const start = this.advance();
    const path = this.readMatchPath(start);
    this.expectPunct('{');
    const block: MatchBlock = { path, functions: [], allows: [], matches: [], loc: this.loc(start) };
    while (!this.isPunct('}')) {
      if (this.isWord('function')) block.functions.push(this.parseFunction());
      else if (this.isWord('match')) block.matches.push(this.parseMatch());
      else if (this.isWord('allow')) block.allows.push(this.parseAllow());
      else this.fail(`Unexpected ${this.describe(this.tok)}; expected 'allow', 'match' or 'function'.`);
    }
    this.advance();
    return block;
  }

  /** Reads `/seg/{var}/{rest=**}` straight from the source, then resumes tokenizing. */
  private readMatchPath(matchTok: Token): MatchSegment[] {
    const s = this.src;
    this.lx.offset = matchTok.end;
    this.lx.skipTrivia();
    let p = this.lx.offset;
    if (s[p] !== '/') this.lx.error(`Unexpected '${s[p] ?? ''}'; expected a path starting with '/'.`, p);
    const segs: MatchSegment[] = [];
    while (s[p] === '/') {
      p++;
      if (s[p] === '{') {
        const close = s.indexOf('}', p);
        if (close < 0) this.lx.error('Unterminated path variable.', p);
        const inner = s.slice(p + 1, close);
        const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(=\s*\*\*\s*)?$/.exec(inner);
        if (!m) this.lx.error(`Invalid path variable '{${inner}}'.`, p);
        segs.push(m[2] ? { kind: 'recursive', name: m[1] } : { kind: 'single', name: m[1] });
        p = close + 1;
      } else {
        const st = p;
        while (p < s.length && !/[\s/{}]/.test(s[p])) p++;
        if (p === st) this.lx.error('Empty path segment.', p);
        segs.push({ kind: 'literal', text: decodeSegment(s.slice(st, p)) });
      }
    }
    this.lx.offset = p;
    this.advance();
    return segs;
  }

  private parseAllow(): AllowStmt {
    const start = this.advance();
    const methods: string[] = [];
    for (;;) {
      const m = this.expectIdent('a method (read, write, get, list, create, update, delete)');
      if (!['read', 'write', 'get', 'list', 'create', 'update', 'delete'].includes(m.text)) {
        this.fail(`Invalid method '${m.text}'; expected read, write, get, list, create, update or delete.`, m);
      }
      methods.push(m.text);
      if (!this.isPunct(',')) break;
      this.advance();
    }
    let condition: Expr | null = null;
    if (this.isPunct(':')) {
      this.advance();
      this.expectWord('if');
      condition = this.parseExpr();
    }
    // The semicolon may be left out before the next statement or the closing brace.
    const next = this.isPunct('}') || this.isWord('allow') || this.isWord('match') || this.isWord('function');
    if (!next || this.isPunct(';')) this.expectPunct(';');
    return { methods, condition, loc: this.loc(start) };
  }

  expectEnd(): void {
    if (this.tok.kind !== 'eof') this.fail(`Unexpected ${this.describe(this.tok)} after the expression.`);
  }

  parseExpr(): Expr {
    const cond = this.parseBinary(0);
    if (this.isPunct('?')) {
      const q = this.advance();
      const then = this.parseExpr();
      this.expectPunct(':');
      const otherwise = this.parseExpr();
      return { kind: 'ternary', cond, then, otherwise, loc: this.loc(q) };
    }
    return cond;
  }

  private static LEVELS: string[][] = [
    ['||'],
    ['&&'],
    ['==', '!='],
    ['is'],
    ['in'],
    ['<', '<=', '>', '>='],
    ['+', '-'],
    ['*', '/', '%'],
  ];

  private binaryOpHere(level: number): string | null {
    const ops = Parser.LEVELS[level];
    const t = this.tok;
    if (t.kind === 'punct' && ops.includes(t.text)) return t.text;
    if (t.kind === 'ident' && (t.text === 'in' || t.text === 'is') && ops.includes(t.text)) return t.text;
    return null;
  }

  private parseBinary(level: number): Expr {
    if (level >= Parser.LEVELS.length) return this.parseUnary();
    let left = this.parseBinary(level + 1);
    for (;;) {
      const op = this.binaryOpHere(level);
      if (!op) return left;
      const opTok = this.advance();
      if (op === 'is') {
        const typeTok = this.expectIdent('a type name');
        left = { kind: 'is', operand: left, typeName: typeTok.text, loc: this.loc(opTok) };
        continue;
      }
      const right = this.parseBinary(level + 1);
      left = { kind: 'binary', op: op as BinaryOp, left, right, loc: this.loc(opTok) };
    }
  }

  private parseUnary(): Expr {
    if (this.isPunct('!') || this.isPunct('-')) {
      const t = this.advance();
      if (t.text === '-' && this.tok.kind === 'int') {
        // -9223372036854775808 is valid although its magnitude is not.
        const it = this.advance();
        const v = -BigInt(it.text);
        if (v < -(2n ** 63n)) this.fail('Integer literal out of range.', it);
        return this.parsePostfix({ kind: 'literal', value: v, loc: this.loc(t) });
      }
      const operand = this.parseUnary();
      return { kind: 'unary', op: t.text as '!' | '-', operand, loc: this.loc(t) };
    }
    return this.parsePostfix(this.parsePrimary());
  }

  private parsePostfix(expr: Expr): Expr {
    for (;;) {
      if (this.isPunct('.')) {
        const dot = this.advance();
        const name = this.expectIdent('a field or method name');
        expr = { kind: 'member', object: expr, name: name.text, loc: this.loc(dot) };
      } else if (this.isPunct('(')) {
        const open = this.advance();
        const args: Expr[] = [];
        if (!this.isPunct(')')) {
          for (;;) {
            args.push(this.parseExpr());
            if (!this.isPunct(',')) break;
            this.advance();
          }
        }
        this.expectPunct(')');
        expr = { kind: 'call', callee: expr, args, loc: expr.kind === 'member' ? expr.loc : this.loc(open) };
      } else if (this.isPunct('[')) {
        const open = this.advance();
        let from: Expr | null = null;
        if (!this.isPunct(':')) from = this.parseExpr();
        if (this.isPunct(':')) {
          this.advance();
          const to = this.isPunct(']') ? null : this.parseExpr();
          this.expectPunct(']');
          expr = { kind: 'slice', object: expr, from, to, loc: this.loc(open) };
        } else {
          this.expectPunct(']');
          expr = { kind: 'index', object: expr, index: from!, loc: this.loc(open) };
        }
      } else {
        return expr;
      }
    }
  }

  private parsePrimary(): Expr {
    const t = this.tok;
    const loc = this.loc(t);
    switch (t.kind) {
      case 'int': {
        this.advance();
        const v = BigInt(t.text);
        if (v > INT_MAX) this.fail('Integer literal out of range.', t);
        return { kind: 'literal', value: v, loc };
      }
      case 'float':
        this.advance();
        return { kind: 'literal', value: Number(t.text), loc };
      case 'string':
        this.advance();
        return { kind: 'literal', value: t.text, loc };
      case 'bytes':
        this.advance();
        return { kind: 'literal', value: new RBytes(t.bytes!), loc };
      case 'ident':
        this.advance();
        if (t.text === 'true') return { kind: 'literal', value: true, loc };
        if (t.text === 'false') return { kind: 'literal', value: false, loc };
        if (t.text === 'null') return { kind: 'literal', value: null, loc };
        if (RESERVED.has(t.text)) this.fail(`Unexpected keyword '${t.text}'.`, t);
        return { kind: 'ident', name: t.text, loc };
      case 'punct':
        break;
      default:
        this.fail(`Unexpected ${this.describe(t)}; expected an expression.`);
    }
    if (t.text === '(') {
      this.advance();
      const e = this.parseExpr();
      this.expectPunct(')');
      return e;
    }
    if (t.text === '[') {
      this.advance();
      const items: Expr[] = [];
      while (!this.isPunct(']')) {
        items.push(this.parseExpr());
        if (!this.isPunct(',')) break;
        this.advance();
      }
      this.expectPunct(']');
      return { kind: 'list', items, loc };
    }
    if (t.text === '{') {
      this.advance();
      const entries: { key: Expr; value: Expr }[] = [];
      while (!this.isPunct('}')) {
        const key = this.parseExpr();
        this.expectPunct(':');
        entries.push({ key, value: this.parseExpr() });
        if (!this.isPunct(',')) break;
        this.advance();
      }
      this.expectPunct('}');
      return { kind: 'map', entries, loc };
    }
    if (t.text === '/') return this.readPathLiteral(t);
    return this.fail(`Unexpected ${this.describe(t)}; expected an expression.`);
  }

  /** `/databases/$(database)/documents/users/$(request.auth.uid)` */
  private readPathLiteral(slash: Token): Expr {
    const s = this.src;
    let p = slash.start;
    const parts: PathPart[] = [];
    while (s[p] === '/') {
      p++;
      if (s[p] === '$' && s[p + 1] === '(') {
        this.lx.offset = p + 2;
        this.advance();
        const expr = this.parseExpr();
        if (!this.isPunct(')')) this.fail(`Unexpected ${this.describe(this.tok)}; expected ')'.`);
        p = this.tok.end;
        parts.push({ expr });
        continue;
      }
      const st = p;
      let depth = 0;
      while (p < s.length) {
        const c = s[p];
        if (c === '(') depth++;
        else if (c === ')') {
          if (depth === 0) break;
          depth--;
        } else if (!SEGMENT_CHAR.test(c)) break;
        p++;
      }
      if (p === st) this.lx.error('Empty path segment.', p);
      parts.push({ text: decodeSegment(s.slice(st, p)) });
    }
    this.lx.offset = p;
    this.advance();
    return { kind: 'path', parts, loc: this.loc(slash) };
  }
}

const RESERVED = new Set(['allow', 'match', 'service', 'function', 'return', 'let', 'if', 'rules_version']);

function decodeSegment(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function parseRules(source: string): RulesFile {
  return new Parser(source).parseFile();
}

/** Parses a standalone expression (tests, debugging tools). */
export function parseExpression(source: string): Expr {
  const p = new Parser(source);
  const e = p.parseExpr();
  p.expectEnd();
  return e;
}
