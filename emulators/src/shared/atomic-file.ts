// Snapshots that are never seen half-written: write a temporary file, fsync it, keep the previous
// snapshot as `<file>.prev`, rename the new one into place and fsync the folder.
import { closeSync, existsSync, fsyncSync, linkSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

export function writeFileAtomic(path: string, data: string | Uint8Array): void {
  const tmp = `${path}.tmp-${process.pid}`;
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  const fd = openSync(tmp, 'w');
  try {
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  if (existsSync(path)) {
    const prevTmp = `${path}.prev-${process.pid}`;
    rmSync(prevTmp, { force: true });
    linkSync(path, prevTmp);
    renameSync(prevTmp, previousSnapshot(path));
  }
  renameSync(tmp, path);
  syncFolder(dirname(path));
}

export const previousSnapshot = (path: string) => `${path}.prev`;

export function syncFolder(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
