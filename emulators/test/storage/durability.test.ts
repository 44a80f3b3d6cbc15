// --data-dir for Storage: uploads, metadata changes and deletes are on disk when acknowledged (the
// folder copied while the emulator runs is what kill -9 would leave); a torn journal tail loses
// only the last change, with a pt-BR warning.
import { cpSync, mkdtempSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUCKET, startTestEmulator } from './helpers.js';

const base = mkdtempSync(join(tmpdir(), 'pauta-storage-durable-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));
let n = 0;
const folder = () => join(base, `d${++n}`);

const upload = (url: string, name: string, body: string) =>
  fetch(`${url}/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body,
  });
const media = async (url: string, name: string) => {
  const res = await fetch(`${url}/v0/b/${BUCKET}/o/${encodeURIComponent(name)}?alt=media`);
  return res.status === 200 ? res.text() : res.status;
};

describe('storage durable data folder', () => {
  it('keeps every acknowledged change through a crash; a torn tail loses only the last one', async () => {
    const dir = folder();
    const emu = await startTestEmulator({ dataDir: dir });
    expect((await upload(emu.url, 'a/one.txt', 'primeiro')).status).toBe(200);
    expect((await upload(emu.url, 'a/gone.txt', 'x')).status).toBe(200);
    const patched = await fetch(`${emu.url}/v0/b/${BUCKET}/o/a%2Fone.txt`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ metadata: { k: 'v' } }),
    });
    expect(patched.status).toBe(200);
    expect((await fetch(`${emu.url}/v0/b/${BUCKET}/o/a%2Fgone.txt`, { method: 'DELETE' })).status).toBe(204);
    expect((await upload(emu.url, 'a/last.txt', 'último')).status).toBe(200);
    const crashed = folder();
    cpSync(dir, crashed, { recursive: true });
    const torn = folder();
    cpSync(dir, torn, { recursive: true });
    await emu.close();

    const again = await startTestEmulator({ dataDir: crashed });
    expect(await media(again.url, 'a/one.txt')).toBe('primeiro');
    expect(await media(again.url, 'a/gone.txt')).toBe(404);
    expect(await media(again.url, 'a/last.txt')).toBe('último');
    const meta = (await (await fetch(`${again.url}/v0/b/${BUCKET}/o/a%2Fone.txt`)).json()) as { metadata?: unknown };
    expect(meta.metadata).toEqual({ k: 'v' });
    await again.close();

    const journal = join(torn, 'storage', 'journal.log');
    truncateSync(journal, statSync(journal).size - 3);
    const logs: string[] = [];
    const recovered = await startTestEmulator({ dataDir: torn, log: (l) => logs.push(l) });
    expect(await media(recovered.url, 'a/one.txt')).toBe('primeiro');
    expect(await media(recovered.url, 'a/gone.txt')).toBe(404);
    expect(await media(recovered.url, 'a/last.txt')).toBe(404);
    expect(logs.join('\n')).toMatch(/Aviso: o diário de Storage .* registro incompleto ou danificado/);
    await recovered.close();
  });
});
