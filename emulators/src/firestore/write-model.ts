// Parses wire Write messages (update / delete / transform / verify) into a validated form.
import type { Timestamp, Value } from '../shared/value.js';
import { decodeEnum, decodeFields, decodeTimestamp, decodeValue, isObject } from './codec.js';
import { invalidArgument } from './errors.js';
import { parseFieldPath } from './field-path.js';
import { parseDocumentName } from './paths.js';

export interface Precondition {
  exists?: boolean;
  updateTime?: Timestamp;
}

export type FieldTransform =
  | { field: string[]; op: 'serverTimestamp' }
  | { field: string[]; op: 'increment' | 'maximum' | 'minimum'; value: Value }
  | { field: string[]; op: 'arrayUnion' | 'arrayRemove'; values: Value[] };

export type Write =
  | {
      kind: 'update';
      name: string;
      fields: Record<string, Value>;
      mask?: string[][];
      transforms: FieldTransform[];
      precondition?: Precondition;
    }
  | { kind: 'delete'; name: string; precondition?: Precondition }
  | { kind: 'verify'; name: string; precondition?: Precondition };

const SERVER_VALUES: Record<number, 'REQUEST_TIME'> = { 1: 'REQUEST_TIME' };

function parsePrecondition(raw: unknown, where: string): Precondition | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isObject(raw)) throw invalidArgument(`Invalid precondition at '${where}'`);
  if (raw.exists !== undefined && raw.exists !== null) {
    if (typeof raw.exists !== 'boolean') throw invalidArgument(`Invalid precondition.exists at '${where}'`);
    return { exists: raw.exists };
  }
  if (raw.updateTime !== undefined && raw.updateTime !== null)
    return { updateTime: decodeTimestamp(raw.updateTime, `${where}.updateTime`) };
  return undefined;
}

function parseTransform(raw: unknown, where: string): FieldTransform {
  if (!isObject(raw)) throw invalidArgument(`Invalid field transform at '${where}'`);
  const field = parseFieldPath(raw.fieldPath);
  if (raw.setToServerValue !== undefined && raw.setToServerValue !== null) {
    decodeEnum(raw.setToServerValue, SERVER_VALUES, `${where}.setToServerValue`);
    return { field, op: 'serverTimestamp' };
  }
  for (const op of ['increment', 'maximum', 'minimum'] as const) {
    if (raw[op] !== undefined && raw[op] !== null) {
      const value = decodeValue(raw[op], `${where}.${op}`);
      if (!('integerValue' in value) && !('doubleValue' in value))
        throw invalidArgument(`${op} requires a numeric value at '${where}'`);
      return { field, op, value };
    }
  }
  const arrays = { appendMissingElements: 'arrayUnion', removeAllFromArray: 'arrayRemove' } as const;
  for (const [key, op] of Object.entries(arrays)) {
    const a = raw[key];
    if (a !== undefined && a !== null) {
      if (!isObject(a)) throw invalidArgument(`Invalid ${key} at '${where}'`);
      const values = a.values ?? [];
      if (!Array.isArray(values)) throw invalidArgument(`Invalid ${key} values at '${where}'`);
      return { field, op, values: values.map((v, i) => decodeValue(v, `${where}.${key}[${i}]`)) };
    }
  }
  throw invalidArgument(`Field transform at '${where}' has no transform`);
}

function parseTransforms(raw: unknown, where: string): FieldTransform[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw invalidArgument(`Invalid transforms at '${where}'`);
  return raw.map((t, i) => parseTransform(t, `${where}[${i}]`));
}

export function parseWrite(raw: unknown, where: string, database: string): Write {
  if (!isObject(raw)) throw invalidArgument(`Invalid write at '${where}'`);
  const precondition = parsePrecondition(raw.currentDocument, `${where}.currentDocument`);
  const checkName = (name: unknown): string => {
    const p = parseDocumentName(name);
    const db = `projects/${p.project}/databases/${p.database}`;
    if (db !== database) throw invalidArgument(`Document ${String(name)} is not in database ${database}`);
    return name as string;
  };
  if (isObject(raw.update)) {
    const name = checkName(raw.update.name);
    const fields = decodeFields(raw.update.fields ?? {}, `${where}.update.fields`);
    let mask: string[][] | undefined;
    if (isObject(raw.updateMask)) {
      const paths = raw.updateMask.fieldPaths ?? [];
      if (!Array.isArray(paths)) throw invalidArgument(`Invalid updateMask at '${where}'`);
      mask = paths.map((p) => parseFieldPath(p));
    }
    return {
      kind: 'update',
      name,
      fields,
      mask,
      transforms: parseTransforms(raw.updateTransforms, `${where}.updateTransforms`),
      precondition,
    };
  }
  if (typeof raw.delete === 'string') return { kind: 'delete', name: checkName(raw.delete), precondition };
  if (typeof raw.verify === 'string') return { kind: 'verify', name: checkName(raw.verify), precondition };
  if (isObject(raw.transform)) {
    // The legacy standalone transform: a transform-only update of the existing document.
    const name = checkName(raw.transform.document);
    return {
      kind: 'update',
      name,
      fields: {},
      mask: [],
      transforms: parseTransforms(raw.transform.fieldTransforms, `${where}.transform.fieldTransforms`),
      precondition,
    };
  }
  throw invalidArgument(`Write at '${where}' must have one of update, delete, transform or verify`);
}
