// Field paths: `a.b.c`, backtick-quoted segments (`a.b`.c) with backslash escapes; get/set/delete.
import type { Value } from '../shared/value.js';
import { invalidArgument } from './errors.js';

const SIMPLE = /^[_a-zA-Z][_a-zA-Z0-9]*$/;

export function parseFieldPath(text: unknown): string[] {
  if (typeof text !== 'string' || text === '') throw invalidArgument(`Invalid field path: ${JSON.stringify(text)}`);
  const out: string[] = [];
  let i = 0;
  while (i <= text.length) {
    let seg = '';
    if (text[i] === '`') {
      i++;
      while (i < text.length && text[i] !== '`') {
        if (text[i] === '\\') i++;
        if (i >= text.length) break;
        seg += text[i++];
      }
      if (text[i] !== '`') throw invalidArgument(`Invalid field path (unterminated backtick): ${text}`);
      i++;
    } else {
      while (i < text.length && text[i] !== '.') seg += text[i++];
    }
    if (seg === '') throw invalidArgument(`Invalid field path (empty segment): ${text}`);
    out.push(seg);
    if (i === text.length) break;
    if (text[i] !== '.') throw invalidArgument(`Invalid field path: ${text}`);
    i++;
    if (i === text.length) throw invalidArgument(`Invalid field path (trailing dot): ${text}`);
  }
  return out;
}

export const formatFieldPath = (segs: string[]) =>
  segs.map((s) => (SIMPLE.test(s) ? s : '`' + s.replace(/\\/g, '\\\\').replace(/`/g, '\\`') + '`')).join('.');

/** Dotted form used by the rules engine's QueryConstraints. */
export const dottedPath = (segs: string[]) => segs.join('.');

export const isNamePath = (segs: string[]) => segs.length === 1 && segs[0] === '__name__';

export function getField(fields: Record<string, Value>, segs: string[]): Value | undefined {
  let cur: Record<string, Value> = fields;
  for (let i = 0; i < segs.length - 1; i++) {
    const next = cur[segs[i]];
    if (!next || !('mapValue' in next)) return undefined;
    cur = next.mapValue.fields;
  }
  return Object.prototype.hasOwnProperty.call(cur, segs[segs.length - 1]) ? cur[segs[segs.length - 1]] : undefined;
}

/** Sets a value, creating (or replacing non-map) intermediate maps. Mutates `fields`. */
export function setField(fields: Record<string, Value>, segs: string[], value: Value): void {
  let cur = fields;
  for (let i = 0; i < segs.length - 1; i++) {
    const next = cur[segs[i]];
    if (!next || !('mapValue' in next)) {
      const created: Value = { mapValue: { fields: {} } };
      cur[segs[i]] = created;
      cur = created.mapValue.fields;
    } else {
      cur = next.mapValue.fields;
    }
  }
  cur[segs[segs.length - 1]] = value;
}

export function deleteField(fields: Record<string, Value>, segs: string[]): void {
  let cur = fields;
  for (let i = 0; i < segs.length - 1; i++) {
    const next = cur[segs[i]];
    if (!next || !('mapValue' in next)) return;
    cur = next.mapValue.fields;
  }
  delete cur[segs[segs.length - 1]];
}

export function cloneValue(v: Value): Value {
  if ('arrayValue' in v) return { arrayValue: { values: v.arrayValue.values.map(cloneValue) } };
  if ('mapValue' in v) return { mapValue: { fields: cloneFields(v.mapValue.fields) } };
  return v;
}

export function cloneFields(fields: Record<string, Value>): Record<string, Value> {
  const out: Record<string, Value> = {};
  for (const [k, v] of Object.entries(fields)) out[k] = cloneValue(v);
  return out;
}

/** Keeps only the given paths (a DocumentMask / select projection). */
export function projectFields(fields: Record<string, Value>, paths: string[][]): Record<string, Value> {
  const out: Record<string, Value> = {};
  for (const p of paths) {
    const v = getField(fields, p);
    if (v !== undefined) setField(out, p, cloneValue(v));
  }
  return out;
}
