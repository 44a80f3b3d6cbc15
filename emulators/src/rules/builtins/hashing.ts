// The `hashing` namespace (reference/rules/rules.hashing): inputs are string (UTF-8) or bytes.
import { createHash } from 'node:crypto';
import { RBytes, fail, typeName, type RValue } from '../types.js';
import { arity, type Fn } from './common.js';

function table(poly: number): Uint32Array {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? poly ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
}

const CRC32 = table(0xedb88320);
const CRC32C = table(0x82f63b78);

export function crc(t: Uint32Array, data: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < data.length; i++) c = t[(c ^ data[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function input(v: RValue): Uint8Array {
  if (typeof v === 'string') return Buffer.from(v, 'utf8');
  if (v instanceof RBytes) return v.bytes;
  return fail(`Invalid argument: expected string or bytes, got ${typeName(v)}.`);
}

export const hashingNamespace: Record<string, Fn> = {
  crc32: (a) => (arity('hashing.crc32', a, 1), BigInt(crc(CRC32, input(a[0])))),
  crc32c: (a) => (arity('hashing.crc32c', a, 1), BigInt(crc(CRC32C, input(a[0])))),
  md5: (a) => (arity('hashing.md5', a, 1), new RBytes(new Uint8Array(createHash('md5').update(input(a[0])).digest()))),
  sha256: (a) => (
    arity('hashing.sha256', a, 1),
    new RBytes(new Uint8Array(createHash('sha256').update(input(a[0])).digest()))
  ),
};
