// Dispatch of methods (by receiver type) and namespace functions.
import {
  RBytes,
  RDuration,
  RLatLng,
  RMap,
  RMapDiff,
  RPath,
  RSet,
  RTimestamp,
  fail,
  known,
  typeName,
  type RValue,
} from '../types.js';
import { bytesMethods } from './bytes.js';
import type { Fn, Method } from './common.js';
import { conversionFunctions } from './conversions.js';
import { debugFunction } from './debug.js';
import { durationMethods, durationNamespace } from './duration.js';
import { hashingNamespace } from './hashing.js';
import { latlngMethods, latlngNamespace } from './latlng.js';
import { listMethods } from './list.js';
import { mapDiffMethods, mapMethods } from './map.js';
import { mathNamespace } from './math.js';
import { pathMethods } from './path.js';
import { setMethods } from './set.js';
import { stringMethods } from './string.js';
import { timestampMethods, timestampNamespace } from './timestamp.js';

/** Namespaces whose functions are called as `ns.fn(...)`; `firestore` is added by the evaluator. */
export const NAMESPACES: Record<string, Record<string, Fn>> = {
  math: mathNamespace,
  timestamp: timestampNamespace,
  duration: durationNamespace,
  latlng: latlngNamespace,
  hashing: hashingNamespace,
};

export const GLOBAL_FUNCTIONS: Record<string, Fn> = { ...conversionFunctions, debug: debugFunction };

const ALL_METHOD_TABLES: Record<string, Method<never>>[] = [
  stringMethods,
  listMethods,
  mapMethods,
  mapDiffMethods,
  setMethods,
  timestampMethods,
  durationMethods,
  latlngMethods,
  bytesMethods,
  pathMethods,
];

/** Every method name of any type: a call to anything else is a compile error. */
export const KNOWN_METHODS = new Set(ALL_METHOD_TABLES.flatMap((t) => Object.keys(t)));

function tableFor(recv: RValue): Record<string, Method<never>> | null {
  if (typeof recv === 'string') return stringMethods;
  if (Array.isArray(recv)) return listMethods;
  if (recv instanceof RMap) return mapMethods;
  if (recv instanceof RMapDiff) return mapDiffMethods;
  if (recv instanceof RSet) return setMethods;
  if (recv instanceof RTimestamp) return timestampMethods;
  if (recv instanceof RDuration) return durationMethods;
  if (recv instanceof RLatLng) return latlngMethods;
  if (recv instanceof RBytes) return bytesMethods;
  if (recv instanceof RPath) return pathMethods;
  return null;
}

export function callMethod(recv: RValue, name: string, args: RValue[]): RValue {
  if (recv === null) fail('Null value error.');
  recv = known(recv);
  const table = tableFor(recv);
  const m = table && Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;
  if (!m) fail(`Function not found error: Name: [${name}] on ${typeName(recv)}.`);
  return (m as Method<RValue>)(recv, args);
}
