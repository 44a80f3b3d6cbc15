// Finds the match blocks that apply to a request path, binding their wildcards.
// v1 `{x=**}` takes one or more trailing segments; v2 zero or more, anywhere in the path.
import type { MatchSegment } from './ast.js';
import type { CompiledBlock, CompiledTree } from './compiled.js';
import { Env, type Lazy } from './scope.js';
import { RPartialMap, RPath, type RValue } from './types.js';

/** Path placeholders for list queries: an unknown document id, and an unknown run of segments. */
export const ANY_DOCUMENT = '\u0000any-document';
export const ANY_PREFIX = '\u0000any-prefix';

function wildcardValue(segments: string[]): RValue {
  if (segments.some((s) => s === ANY_DOCUMENT || s === ANY_PREFIX))
    return unknownValue('path wildcard of a list query');
  return new RPath(segments);
}

function unknownValue(what: string): RValue {
  return new RPartialMap({ hasValue: false, children: new Map() }, what);
}

interface MatchAlt {
  vars: Map<string, RValue>;
  end: number;
}

function matchSegments(
  segs: MatchSegment[],
  k: number,
  path: string[],
  i: number,
  v1: boolean,
  vars: Map<string, RValue>,
  out: MatchAlt[],
): void {
  if (k === segs.length) {
    out.push({ vars: new Map(vars), end: i });
    return;
  }
  const seg = segs[k];
  if (seg.kind === 'literal') {
    if (i < path.length && path[i] === seg.text) matchSegments(segs, k + 1, path, i + 1, v1, vars, out);
    return;
  }
  if (seg.kind === 'single') {
    if (i >= path.length || path[i] === ANY_PREFIX) return;
    vars.set(seg.name, path[i] === ANY_DOCUMENT ? unknownValue('document id of a list query') : path[i]);
    matchSegments(segs, k + 1, path, i + 1, v1, vars, out);
    vars.delete(seg.name);
    return;
  }
  // Recursive wildcard: v1 takes all remaining segments (at least one); v2 zero or more, anywhere.
  if (v1) {
    if (i >= path.length) return;
    vars.set(seg.name, wildcardValue(path.slice(i)));
    matchSegments(segs, k + 1, path, path.length, v1, vars, out);
    vars.delete(seg.name);
    return;
  }
  for (let e = path.length; e >= i; e--) {
    vars.set(seg.name, wildcardValue(path.slice(i, e)));
    matchSegments(segs, k + 1, path, e, v1, vars, out);
  }
  vars.delete(seg.name);
}

export interface MatchedBlock {
  block: CompiledBlock;
  env: Env;
}

function candidates(
  literal: Map<string, CompiledBlock[]>,
  wild: CompiledBlock[],
  path: string[],
  i: number,
): CompiledBlock[] {
  const lit = i < path.length ? literal.get(path[i]) : undefined;
  if (!lit) return wild;
  if (wild.length === 0) return lit;
  return [...lit, ...wild].sort((a, b) => a.order - b.order);
}

export function collectMatches(tree: CompiledTree, path: string[], rootEnv: Env): MatchedBlock[] {
  const out: MatchedBlock[] = [];
  const v1 = tree.version === '1';
  const visit = (block: CompiledBlock, i: number, parent: Env): void => {
    const alts: MatchAlt[] = [];
    matchSegments(block.segs, 0, path, i, v1, new Map(), alts);
    for (const alt of alts) {
      const env = new Env(alt.vars as Map<string, RValue | Lazy>, parent, block.node);
      if (alt.end === path.length) out.push({ block, env });
      for (const child of candidates(block.literalChildren, block.wildChildren, path, alt.end))
        visit(child, alt.end, env);
    }
  };
  for (const b of candidates(tree.rootLiteral, tree.rootWild, path, 0)) visit(b, 0, rootEnv);
  return out;
}

export function indexChildren(children: CompiledBlock[]): {
  literal: Map<string, CompiledBlock[]>;
  wild: CompiledBlock[];
} {
  const literal = new Map<string, CompiledBlock[]>();
  const wild: CompiledBlock[] = [];
  for (const c of children) {
    const first = c.segs[0];
    if (first && first.kind === 'literal') {
      const list = literal.get(first.text) ?? [];
      list.push(c);
      literal.set(first.text, list);
    } else {
      wild.push(c);
    }
  }
  return { literal, wild };
}
