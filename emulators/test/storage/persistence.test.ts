// exportTo() then importDir: objects, bytes and metadata (incl. tokens) survive a restart.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUCKET, startTestEmulator } from './helpers.js';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pauta-storage-export-'));
  dirs.push(dir);
  return dir;
}

describe('persistence', () => {
  it('exports and re-imports objects with their metadata', async () => {
    const first = await startTestEmulator();
    const put = (name: string, body: string, contentType: string) =>
      fetch(`${first.url}/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: { 'Content-Type': contentType },
        body,
      });
    await put('a/one.txt', 'first', 'text/plain');
    await put('a/same.txt', 'first', 'text/plain');
    await put('b/two.json', '{"x":2}', 'application/json');
    await fetch(`${first.url}/v0/b/${BUCKET}/o/b%2Ftwo.json`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ metadata: { k: 'v' } }),
    });
    const before = (await (await fetch(`${first.url}/v0/b/${BUCKET}/o/b%2Ftwo.json`)).json()) as any;
    const dir = await tempDir();
    await first.exportTo(dir);
    await first.close();
    expect((await readdir(join(dir, 'storage', 'blobs'))).length).toBe(2); // identical contents share a blob

    const second = await startTestEmulator({ importDir: dir });
    try {
      const after = (await (await fetch(`${second.url}/v0/b/${BUCKET}/o/b%2Ftwo.json`)).json()) as any;
      expect(after).toEqual(before);
      const media = await fetch(`${second.url}/v0/b/${BUCKET}/o/a%2Fone.txt?alt=media`);
      expect(await media.text()).toBe('first');
      const listing = (await (await fetch(`${second.url}/v0/b/${BUCKET}/o?prefix=a/`)).json()) as any;
      expect(listing.items.map((i: { name: string }) => i.name)).toEqual(['a/one.txt', 'a/same.txt']);
    } finally {
      await second.close();
    }
  });

  it('starts empty from a folder without a Storage export, and refuses a corrupt one', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'something.txt'), 'x');
    const logs: string[] = [];
    const emulator = await startTestEmulator({ importDir: dir, log: (l) => logs.push(l) });
    const listing = (await (await fetch(`${emulator.url}/v0/b/${BUCKET}/o`)).json()) as any;
    expect(listing.items).toEqual([]);
    expect(logs.join('\n')).toMatch(/no Storage export/);
    await emulator.close();
    await mkdir(join(dir, 'storage'));
    await writeFile(join(dir, 'storage', 'storage-export.json'), '{"format":');
    await expect(startTestEmulator({ importDir: dir })).rejects.toThrow(/not valid JSON/);
  });
});
