// The README's contract for `npm start`: from a clean data folder it serves the seeded site on the
// ports of firebase.json and prints the URLs and demo accounts; Ctrl-C exports the data and leaves
// no listener; the next start keeps the data; a busy port stops the start with a message naming
// it; `npm run reset` wipes the data. Skipped when a dev port is taken (a developer's own stack).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { busyPorts } from '../../scripts/lib/ports.mjs';
import { devPorts } from '../../scripts/lib/stack.mjs';
import { ROOT } from '../../scripts/lib/paths.mjs';
import { launchBrowser } from './support/browser';

const ports = devPorts() as Record<string, number>;
const taken = await busyPorts(ports);
const dataDir = mkdtempSync(join(tmpdir(), 'pauta-start-'));
const env: NodeJS.ProcessEnv = { ...process.env, PAUTA_DATA_DIR: dataDir };
// The suite's own stack exports emulator hosts on test ports; `npm start` must not inherit them.
for (const key of [
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_STORAGE_EMULATOR_HOST',
  'STORAGE_EMULATOR_HOST',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIREBASE_EMULATOR_HUB',
  'FUNCTIONS_EMULATOR_HOST',
])
  delete env[key];

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function runStart(): Started {
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout!.on('data', (d) => (text += d));
  child.stderr!.on('data', (d) => (text += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function waitFor(started: Started, marker: string, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (!started.output().includes(marker)) {
    if (Date.now() > deadline) throw new Error(`sem "${marker}" em:\n${started.output()}`);
    if (started.child.exitCode !== null)
      throw new Error(`start terminou (${started.child.exitCode}):\n${started.output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stop(started: Started) {
  started.child.kill('SIGINT');
  const code = await started.exited;
  expect(code).toBe(0);
  expect(started.output()).toContain('Tudo encerrado.');
  expect(await busyPorts(ports)).toEqual([]);
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(taken.length > 0)('npm start', () => {
  it('serves the seeded site, prints the URLs and accounts, set-role works, and Ctrl-C leaves no listener', async () => {
    const started = runStart();
    try {
      await waitFor(started, 'Ctrl-C encerra tudo');
      const out = started.output();
      expect(out).toContain(`Site:   http://127.0.0.1:${ports.hosting}`);
      expect(out).toContain(`Admin:  http://127.0.0.1:${ports.hosting}/admin`);
      for (const email of ['admin@pauta.dev', 'editor@pauta.dev', 'leitor@pauta.dev'])
        expect(out).toMatch(new RegExp(`${email}\\s+senha: \\S+`));

      const browser = await launchBrowser();
      try {
        const page = await browser.newPage();
        await page.goto(`http://127.0.0.1:${ports.hosting}/`);
        await page.getByRole('heading', { name: 'Em Destaque' }).waitFor();
        await page.getByTestId('featured-card').waitFor();
        expect(await page.locator('main a[href^="/artigo/"]').count()).toBeGreaterThan(6);
      } finally {
        await browser.close();
      }

      // `npm run set-role` acts on the running emulators by default.
      const setRole = (...args: string[]) =>
        spawnSync(process.execPath, ['scripts/set-role.mjs', ...args], { cwd: ROOT, env, encoding: 'utf8' });
      const promoted = setRole('leitor@pauta.dev', 'editor');
      expect(promoted.status).toBe(0);
      expect(promoted.stdout).toContain('Função de leitor@pauta.dev definida como editor');
      const profile = await fetch(
        `http://127.0.0.1:${ports.firestore}/v1/projects/demo-pauta/databases/(default)/documents/profiles/seed-leitor`,
        { headers: { Authorization: 'Bearer owner' } },
      ).then((r) => r.json());
      expect(profile.fields.role.stringValue).toBe('editor');
      const unknown = setRole('ninguem@pauta.dev', 'admin');
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain('Usuário não encontrado: ninguem@pauta.dev');
      expect(setRole('leitor@pauta.dev', 'chefe').status).toBe(2);
    } finally {
      await stop(started);
    }
    expect(existsSync(join(dataDir, 'pauta', 'firestore'))).toBe(true);
  });

  it('keeps the data across restarts instead of seeding again', async () => {
    const started = runStart();
    try {
      await waitFor(started, 'Ctrl-C encerra tudo');
      expect(started.output()).toContain('Dados de demonstração já presentes');
      expect(started.output()).toContain('admin@pauta.dev');
    } finally {
      await stop(started);
    }
  });

  it('stops with a message naming a port already in use, without a stack trace', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(ports.firestore, '127.0.0.1', resolve));
    try {
      const started = runStart();
      expect(await started.exited).toBe(1);
      expect(started.output()).toContain(`Porta já em uso: firestore (${ports.firestore})`);
      expect(started.output()).not.toMatch(/\n\s+at /);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('npm run reset wipes the data', async () => {
    const reset = spawn(process.execPath, ['scripts/reset.mjs'], { cwd: ROOT, env, stdio: 'ignore' });
    expect(await new Promise((resolve) => reset.once('exit', resolve))).toBe(0);
    expect(existsSync(dataDir)).toBe(false);
  });
});
