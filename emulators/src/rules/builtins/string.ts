// rules.String methods (reference/rules/rules.String).
import { RBytes, RValue, asInt, asString, fail } from '../types.js';
import { arity, type Method } from './common.js';
import { fullMatch, replaceAll, splitBy } from './regex.js';

// Like Java's String.trim plus Unicode spaces: every code point up to U+0020 is trimmed.
function isTrimmed(ch: string): boolean {
  return ch.charCodeAt(0) <= 0x20 || /\s/.test(ch);
}

function trimControlAndSpace(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && isTrimmed(s[start])) start++;
  while (end > start && isTrimmed(s[end - 1])) end--;
  return s.slice(start, end);
}

export const stringMethods: Record<string, Method<string>> = {
  lower: (s, a) => (arity('lower', a, 0), s.toLowerCase()),
  upper: (s, a) => (arity('upper', a, 0), s.toUpperCase()),
  trim: (s, a) => (arity('trim', a, 0), trimControlAndSpace(s)),
  size: (s, a) => (arity('size', a, 0), BigInt(codePoints(s).length)),
  matches: (s, a) => (arity('matches', a, 1), fullMatch(asString(a[0], 'regex'), s)),
  replace: (s, a) => (arity('replace', a, 2), replaceAll(s, asString(a[0], 'regex'), asString(a[1], 'sub'))),
  split: (s, a) => (arity('split', a, 1), splitBy(s, asString(a[0], 'regex'))),
  toUtf8: (s, a) => (arity('toUtf8', a, 0), new RBytes(new Uint8Array(Buffer.from(s, 'utf8')))),
};

export function codePoints(s: string): string[] {
  // Fast path: no surrogates means one unit per code point.
  return /[\ud800-\udfff]/.test(s) ? Array.from(s) : s.split('');
}

export function stringIndex(s: string, index: RValue): string {
  const cps = codePoints(s);
  const i = Number(asInt(index, 'index'));
  if (i < 0 || i >= cps.length) fail(`Index out of range: ${i} for string of size ${cps.length}.`);
  return cps[i];
}

export function stringSlice(s: string, from: RValue | undefined, to: RValue | undefined): string {
  const cps = codePoints(s);
  const [a, b] = sliceBounds(cps.length, from, to);
  return cps.slice(a, b).join('');
}

export function sliceBounds(size: number, from: RValue | undefined, to: RValue | undefined): [number, number] {
  const a = from === undefined ? 0 : Number(asInt(from, 'slice start'));
  const b = to === undefined ? size : Number(asInt(to, 'slice end'));
  if (a < 0 || b > size || a > b) fail(`Index out of range: [${a}:${b}] for size ${size}.`);
  return [a, b];
}
