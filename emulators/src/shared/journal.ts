// Append-only journal of JSON records, one line each: `<checksum> <json>\n`. Every append reaches
// the operating system before the caller acknowledges the write (a killed process loses nothing);
// fdatasync follows within `syncIntervalMs` (a machine crash loses at most that window). Reading
// stops at the first torn or damaged record: everything before it is the last good state.
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fdatasyncSync,
  ftruncateSync,
  openSync,
  readFileSync,
  writeFileSync,
  writeSync,
} from 'node:fs';

const checksum = (json: string) => createHash('sha256').update(json).digest('hex').slice(0, 16);

export function encodeRecord(record: unknown): string {
  const json = JSON.stringify(record);
  return `${checksum(json)} ${json}\n`;
}

export interface JournalContents {
  records: unknown[];
  /** Length of the intact prefix (every byte after it is torn or damaged). */
  goodBytes: number;
  totalBytes: number;
}

/** Parses a journal file's bytes; a missing file is an empty journal. */
export function readJournal(path: string): JournalContents {
  if (!existsSync(path)) return { records: [], goodBytes: 0, totalBytes: 0 };
  const bytes = readFileSync(path);
  const records: unknown[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const end = bytes.indexOf(0x0a, offset);
    if (end < 0) break; // the last record was cut short
    const line = bytes.subarray(offset, end).toString('utf8');
    const space = line.indexOf(' ');
    const json = line.slice(space + 1);
    if (space !== 16 || checksum(json) !== line.slice(0, 16)) break;
    try {
      records.push(JSON.parse(json));
    } catch {
      break;
    }
    offset = end + 1;
  }
  return { records, goodBytes: offset, totalBytes: bytes.length };
}

/**
 * Reads the journal and cuts a torn or damaged tail off it, keeping those bytes in a side file so
 * nothing is destroyed. Returns the good records and, when something was cut, a pt-BR warning.
 */
export function recoverJournal(path: string, label: string): { records: unknown[]; warning?: string } {
  const contents = readJournal(path);
  if (contents.goodBytes === contents.totalBytes) return { records: contents.records };
  const bytes = readFileSync(path);
  const aside = `${path}.danificado-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  writeFileSync(aside, bytes.subarray(contents.goodBytes));
  const fd = openSync(path, 'r+');
  try {
    ftruncateSync(fd, contents.goodBytes);
    fdatasyncSync(fd);
  } finally {
    closeSync(fd);
  }
  const lost = contents.totalBytes - contents.goodBytes;
  return {
    records: contents.records,
    warning:
      `Aviso: o diário de ${label} (${path}) terminava com um registro incompleto ou danificado (${lost} bytes), ` +
      `provavelmente de um encerramento abrupto. Os dados foram carregados até a última gravação íntegra ` +
      `(${contents.records.length} registros); a parte danificada foi guardada em ${aside}.`,
  };
}

export interface JournalOptions {
  /** Upper bound between an append and its fdatasync. Default 200 ms. */
  syncIntervalMs?: number;
}

export class Journal {
  private fd: number | null;
  private syncTimer: NodeJS.Timeout | null = null;
  private readonly syncIntervalMs: number;
  private bytes: number;

  constructor(
    readonly path: string,
    options: JournalOptions = {},
  ) {
    this.syncIntervalMs = options.syncIntervalMs ?? 200;
    this.fd = openSync(path, 'a');
    this.bytes = readJournal(path).totalBytes;
  }

  /** Bytes in the journal since its last reset (callers compact when it grows large). */
  get size(): number {
    return this.bytes;
  }

  append(record: unknown): void {
    if (this.fd === null) throw new Error(`journal ${this.path} is closed`);
    const line = Buffer.from(encodeRecord(record), 'utf8');
    let written = 0;
    while (written < line.length) written += writeSync(this.fd, line, written);
    this.bytes += line.length;
    this.syncTimer ??= setTimeout(() => this.sync(), this.syncIntervalMs).unref();
  }

  sync(): void {
    if (this.syncTimer) clearTimeout(this.syncTimer);
    this.syncTimer = null;
    if (this.fd !== null) fdatasyncSync(this.fd);
  }

  /** Empties the journal once a snapshot holds everything it recorded. */
  reset(): void {
    if (this.fd === null) return;
    ftruncateSync(this.fd, 0);
    fdatasyncSync(this.fd);
    this.bytes = 0;
  }

  close(): void {
    if (this.fd === null) return;
    this.sync();
    closeSync(this.fd);
    this.fd = null;
  }
}
