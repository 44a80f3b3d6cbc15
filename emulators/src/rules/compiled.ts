// The compiled form of a rules file: match blocks with their allow conditions as closures.
import type { Loc, MatchBlock, MatchSegment } from './ast.js';
import type { Ev } from './scope.js';

export const ROOT = { root: true };

export type Method = 'get' | 'list' | 'create' | 'update' | 'delete';
/** Which request methods each allow keyword covers: read = get + list, write = create + update + delete. */
export const METHOD_EXPANSION: Record<string, Method[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};

export interface CompiledAllow {
  methods: Set<Method>;
  cond: Ev | null;
  loc: Loc;
}

export interface CompiledBlock {
  /** The syntax node: functions declared in it find their wildcards through Env.owner. */
  node: MatchBlock;
  segs: MatchSegment[];
  allows: CompiledAllow[];
  children: CompiledBlock[];
  /** Children whose first segment is literal, by that text; the rest start with a wildcard. */
  literalChildren: Map<string, CompiledBlock[]>;
  wildChildren: CompiledBlock[];
  order: number;
  loc: Loc;
}

export interface CompiledTree {
  version: '1' | '2';
  roots: CompiledBlock[];
  rootLiteral: Map<string, CompiledBlock[]>;
  rootWild: CompiledBlock[];
}
