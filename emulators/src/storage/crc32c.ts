// CRC32C (Castagnoli), as GCS reports it: the 4-byte big-endian checksum, base64-encoded.
const POLYNOMIAL = 0x82f63b78; // reflected 0x1EDC6F41

const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ POLYNOMIAL : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32c(data: Uint8Array, previous = 0): number {
  let crc = (previous ^ 0xffffffff) >>> 0;
  for (let i = 0; i < data.length; i++) crc = TABLE[(crc ^ data[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function crc32cBase64(data: Uint8Array): string {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(crc32c(data), 0);
  return out.toString('base64');
}
