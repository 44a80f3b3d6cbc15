// The journal keeps every whole record and cuts a torn or damaged tail: the state loaded after a
// crash is the last good one, the cut bytes are kept aside, and the warning says so in pt-BR.
import {
  appendFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeRecord, Journal, readJournal, recoverJournal } from '../../src/shared/journal.js';

const dir = mkdtempSync(join(tmpdir(), 'pauta-journal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const journalWith = (...records: unknown[]) => {
  const path = join(dir, `j${++n}.log`);
  const journal = new Journal(path);
  for (const r of records) journal.append(r);
  journal.close();
  return path;
};

describe('journal', () => {
  it('reads back every appended record, in order', () => {
    const path = journalWith({ a: 1 }, { b: 'olá\nmundo' }, { c: [1, 2, 3] });
    const read = readJournal(path);
    expect(read.records).toEqual([{ a: 1 }, { b: 'olá\nmundo' }, { c: [1, 2, 3] }]);
    expect(read.goodBytes).toBe(read.totalBytes);
    expect(recoverJournal(path, 'teste').warning).toBeUndefined();
  });

  it('a missing journal is empty', () => {
    expect(readJournal(join(dir, 'nada.log'))).toEqual({ records: [], goodBytes: 0, totalBytes: 0 });
  });

  it('recovers from a last record cut short at any byte: earlier records load, the tail is set aside', () => {
    const whole = readFileSync(journalWith({ seq: 1 }, { seq: 2 }));
    const lastLength = Buffer.byteLength(encodeRecord({ seq: 3, text: 'ação' }));
    const full = Buffer.concat([whole, Buffer.from(encodeRecord({ seq: 3, text: 'ação' }))]);
    for (let cut = 1; cut < lastLength; cut++) {
      const path = join(dir, `torn-${cut}.log`);
      writeFileSync(path, full.subarray(0, full.length - cut));
      const { records, warning } = recoverJournal(path, 'Firestore');
      expect(records).toEqual([{ seq: 1 }, { seq: 2 }]);
      expect(warning).toMatch(/^Aviso: o diário de Firestore .* terminava com um registro incompleto ou danificado/);
      expect(warning).toContain('última gravação íntegra');
      // The journal now ends at the last good record, so appends continue cleanly.
      expect(statSync(path).size).toBe(whole.length);
      const aside = readdirSync(dir).filter((f) => f.startsWith(`torn-${cut}.log.danificado-`));
      expect(aside).toHaveLength(1);
      expect(readFileSync(join(dir, aside[0])).length).toBe(lastLength - cut);
      const journal = new Journal(path);
      journal.append({ seq: 4 });
      journal.close();
      expect(readJournal(path).records).toEqual([{ seq: 1 }, { seq: 2 }, { seq: 4 }]);
    }
  });

  it('stops at a damaged record (checksum mismatch) and keeps what precedes it', () => {
    const path = journalWith({ seq: 1 }, { seq: 2 }, { seq: 3 });
    const text = readFileSync(path, 'utf8').replace('"seq":2', '"seq":9');
    writeFileSync(path, text);
    const { records, warning } = recoverJournal(path, 'Storage');
    expect(records).toEqual([{ seq: 1 }]);
    expect(warning).toContain('diário de Storage');
  });

  it('rejects garbage appended after the last record (a half-written line with a valid-looking prefix)', () => {
    const path = journalWith({ seq: 1 });
    appendFileSync(path, '0123456789abcdef {"seq":');
    expect(recoverJournal(path, 'x').records).toEqual([{ seq: 1 }]);
    truncateSync(path, 0);
    expect(recoverJournal(path, 'x')).toEqual({ records: [] });
  });

  it('reset empties the journal after a snapshot', () => {
    const path = join(dir, 'reset.log');
    const journal = new Journal(path);
    journal.append({ seq: 1 });
    expect(journal.size).toBeGreaterThan(0);
    journal.reset();
    expect(journal.size).toBe(0);
    journal.append({ seq: 2 });
    journal.close();
    expect(readJournal(path).records).toEqual([{ seq: 2 }]);
  });
});
