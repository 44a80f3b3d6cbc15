// rules.Bytes methods (reference/rules/rules.Bytes).
import type { RBytes } from '../types.js';
import { arity, type Method } from './common.js';

export const bytesMethods: Record<string, Method<RBytes>> = {
  size: (b, a) => (arity('size', a, 0), BigInt(b.bytes.length)),
  toBase64: (b, a) => (arity('toBase64', a, 0), Buffer.from(b.bytes).toString('base64')),
  toHexString: (b, a) => (arity('toHexString', a, 0), Buffer.from(b.bytes).toString('hex').toUpperCase()),
};
