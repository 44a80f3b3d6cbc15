import { describe, expect, it } from 'vitest';
import { CRC32C } from '@google-cloud/storage';
import { crc32c, crc32cBase64 } from '../../src/storage/crc32c.js';
import { bytes } from './helpers.js';

describe('crc32c', () => {
  it('matches the Castagnoli check value', () => {
    expect(crc32c(Buffer.from('123456789'))).toBe(0xe3069283);
    expect(crc32c(new Uint8Array(0))).toBe(0);
  });

  it('matches the checksum @google-cloud/storage validates uploads against', () => {
    for (const size of [1, 17, 4096, 100_003]) {
      const data = bytes(size, size);
      const reference = new CRC32C();
      reference.update(Buffer.from(data));
      expect(crc32cBase64(data)).toBe(reference.toString());
    }
  });
});
