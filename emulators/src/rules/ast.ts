// Syntax tree of a rules file. Every node carries its source line/column for messages.

export interface Loc {
  line: number;
  column: number;
}

export type Expr =
  | { kind: 'literal'; value: import('./types.js').RValue; loc: Loc }
  | { kind: 'ident'; name: string; loc: Loc }
  | { kind: 'member'; object: Expr; name: string; loc: Loc }
  | { kind: 'index'; object: Expr; index: Expr; loc: Loc }
  | { kind: 'slice'; object: Expr; from: Expr | null; to: Expr | null; loc: Loc }
  | { kind: 'call'; callee: Expr; args: Expr[]; loc: Loc }
  | { kind: 'unary'; op: '!' | '-'; operand: Expr; loc: Loc }
  | { kind: 'binary'; op: BinaryOp; left: Expr; right: Expr; loc: Loc }
  | { kind: 'is'; operand: Expr; typeName: string; loc: Loc }
  | { kind: 'ternary'; cond: Expr; then: Expr; otherwise: Expr; loc: Loc }
  | { kind: 'list'; items: Expr[]; loc: Loc }
  | { kind: 'map'; entries: { key: Expr; value: Expr }[]; loc: Loc }
  | { kind: 'path'; parts: PathPart[]; loc: Loc };

export type BinaryOp = '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

/** A path literal segment: fixed text or `$(expr)`. */
export type PathPart = { text: string } | { expr: Expr };

export type MatchSegment =
  { kind: 'literal'; text: string } | { kind: 'single'; name: string } | { kind: 'recursive'; name: string };

export interface FunctionDecl {
  name: string;
  params: string[];
  lets: { name: string; expr: Expr; loc: Loc }[];
  body: Expr;
  loc: Loc;
}

export interface AllowStmt {
  methods: string[];
  condition: Expr | null;
  loc: Loc;
}

export interface MatchBlock {
  path: MatchSegment[];
  functions: FunctionDecl[];
  allows: AllowStmt[];
  matches: MatchBlock[];
  loc: Loc;
}

export interface RulesFile {
  version: '1' | '2';
  versionLoc: Loc | null;
  service: string;
  serviceLoc: Loc;
  functions: FunctionDecl[];
  matches: MatchBlock[];
}
