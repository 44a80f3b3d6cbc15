// exportTo / importDir round trip keeps every value type exactly, plus the document times.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFirestoreEmulator } from '../../src/firestore/index.js';
import { ROOT, startHarness, w } from './harness.js';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('persistence', () => {
  it('exports and imports documents with all value types', async () => {
    const h = await startHarness();
    const fields = {
      big: w.int('-9223372036854775808'),
      nan: w.double('NaN'),
      inf: w.double('-Infinity'),
      ts: w.ts('2024-05-01T10:00:00.123456Z'),
      bytes: w.bytes([0, 255, 7]),
      ref: w.ref('a/b'),
      geo: w.geo(1.5, -2.5),
      nested: w.map({ arr: w.array(w.null(), w.bool(true), w.str('olá')) }),
    };
    await h.seed({ 'exp/one': fields, 'exp/one/sub/two': { x: w.int(1) } });
    const before = await h.rpc(ROOT, 'batchGet', { documents: [`${ROOT}/exp/one`, `${ROOT}/exp/one/sub/two`] });
    const dir = await mkdtemp(join(tmpdir(), 'pauta-fs-export-'));
    dirs.push(dir);
    await h.emulator.exportTo(dir);
    await h.close();

    const logs: string[] = [];
    const again = await startFirestoreEmulator({
      port: 0,
      projectId: 'demo-conformance',
      importDir: dir,
      log: (l) => logs.push(l),
    });
    try {
      const res = await fetch(`http://127.0.0.1:${again.port}/v1/${ROOT}:batchGet`, {
        method: 'POST',
        body: JSON.stringify({ documents: [`${ROOT}/exp/one`, `${ROOT}/exp/one/sub/two`] }),
      });
      const after = (await res.json()) as { found: unknown }[];
      expect(after.map((r) => r.found)).toEqual(before.json.map((r: { found: unknown }) => r.found));
      expect(logs.some((l) => l.includes('imported 2 documents'))).toBe(true);
    } finally {
      await again.close();
    }
  });

  it('an import folder without a Firestore export starts empty', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pauta-fs-empty-'));
    dirs.push(dir);
    const emu = await startFirestoreEmulator({ port: 0, projectId: 'demo-conformance', importDir: dir, log: () => {} });
    expect(emu.getDocument(`${ROOT}/exp/one`)).toBeNull();
    await emu.close();
  });
});
