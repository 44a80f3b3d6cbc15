// RE2 regular expressions (linear time, no backtracking), cached by pattern.
import { RE2JS } from 're2js';
import { fail } from '../types.js';

const cache = new Map<string, RE2JS>();

export function compileRegex(pattern: string): RE2JS {
  let re = cache.get(pattern);
  if (!re) {
    try {
      re = RE2JS.compile(pattern);
    } catch (e) {
      return fail(`Invalid regular expression '${pattern}': ${(e as Error).message}`);
    }
    if (cache.size > 500) cache.clear();
    cache.set(pattern, re);
  }
  return re;
}

/** Whole-string match, as `string.matches()` is documented. */
export function fullMatch(pattern: string, input: string): boolean {
  return compileRegex(pattern).matches(input);
}

export function replaceAll(input: string, pattern: string, replacement: string): string {
  return compileRegex(pattern).matcher(input).replaceAll(replacement);
}

export function splitBy(input: string, pattern: string): string[] {
  const re = compileRegex(pattern);
  const out: string[] = [];
  const m = re.matcher(input);
  let last = 0;
  while (m.find()) {
    const s = m.start();
    const e = m.end();
    if (e === s) {
      if (s === 0 || s >= input.length) continue;
    }
    out.push(input.slice(last, s));
    last = e;
  }
  out.push(input.slice(last));
  return out;
}
