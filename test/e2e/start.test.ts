// The README's contract for `npm start`: from a clean data folder it serves the seeded site on the
// ports of firebase.json and prints the URLs and demo accounts; Ctrl-C or a closed terminal
// (SIGHUP) exports the data and leaves no listener; a SIGKILL leaves no listener either and loses
// no acknowledged write; emulators a dead start left behind are stopped by the next one; a port
// held by another program stops the start with a message naming it; `npm run reset` wipes the
// data. Skipped when a dev port is taken (a developer's own stack).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

const spawnedGroups: number[] = [];

// Its own process group, as a terminal gives `npm start`: signals below go to the whole group.
function runStart(): Started {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  spawnedGroups.push(child.pid!);
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

/** Ctrl-C (SIGINT) or a closed terminal (SIGHUP) to the group: data saved, no listener left. */
function kill(started: Started, signal: NodeJS.Signals) {
  try {
    process.kill(-started.child.pid!, signal);
  } catch {
    // the start already ended (its exit code says how)
  }
}

async function stop(started: Started, signal: 'SIGINT' | 'SIGHUP' = 'SIGINT') {
  kill(started, signal);
  const code = await started.exited;
  expect(code).toBe(0);
  expect(started.output()).toContain('Tudo encerrado.');
  expect(await busyPorts(ports)).toEqual([]);
}

async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`não aconteceu em ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !/^\d+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

const probeUrl = (id: string) =>
  `http://127.0.0.1:${ports.firestore}/v1/projects/demo-pauta/databases/(default)/documents/probes/${id}`;
const owner = { Authorization: 'Bearer owner' };

async function writeProbe(id: string) {
  const res = await fetch(
    `http://127.0.0.1:${ports.firestore}/v1/projects/demo-pauta/databases/(default)/documents/probes?documentId=${id}`,
    { method: 'POST', headers: owner, body: JSON.stringify({ fields: { id: { stringValue: id } } }) },
  );
  expect(res.status).toBe(200);
}

async function probeExists(id: string) {
  return (await fetch(probeUrl(id), { headers: owner })).status === 200;
}

// A start builds the site and the functions: minutes on a busy machine, more than the default limit.
const START_TIMEOUT = 240_000;

afterAll(() => {
  for (const pid of spawnedGroups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(taken.length > 0)('npm start', () => {
  it(
    'serves the seeded site, prints the URLs and accounts, set-role works, and SIGHUP (closed terminal) saves and leaves no listener',
    async () => {
      const started = runStart();
      try {
        await waitFor(started, 'Ctrl-C encerra tudo');
        const out = started.output();
        expect(out).toContain(`Site:   http://127.0.0.1:${ports.hosting}`);
        expect(out).toContain(`Admin:  http://127.0.0.1:${ports.hosting}/admin`);
        for (const email of ['admin@pauta.dev', 'editor@pauta.dev', 'colaborador@pauta.dev', 'leitor@pauta.dev'])
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
        await writeProbe('antes-do-sighup');
      } finally {
        await stop(started, 'SIGHUP');
      }
      expect(existsSync(join(dataDir, 'pauta', 'firestore'))).toBe(true);
    },
    START_TIMEOUT,
  );

  it(
    'keeps the data across restarts; SIGKILL leaves no listener and loses no acknowledged write',
    async () => {
      const started = runStart();
      let groups: { pid: number }[] = [];
      try {
        await waitFor(started, 'Ctrl-C encerra tudo');
        expect(started.output()).toContain('Dados de demonstração já presentes');
        expect(started.output()).toContain('admin@pauta.dev');
        expect(await probeExists('antes-do-sighup')).toBe(true);
        await writeProbe('antes-do-sigkill');
        groups = (JSON.parse(readFileSync(join(dataDir, 'pauta-stack.pid'), 'utf8')) as { groups: { pid: number }[] })
          .groups;
        expect(groups).toHaveLength(2);
      } finally {
        // Killed outright, whatever happened above: the stack must still go away by itself.
        kill(started, 'SIGKILL');
        await started.exited;
      }
      // The emulators stop by themselves, as on Ctrl-C (firebase-tools exports Auth on the way out): seconds,
      // more than 5 on a busy machine; the guard's SIGKILL comes at 45 s. Nothing is left running.
      const killedAt = Date.now();
      await eventually(async () => (await busyPorts(ports)).length === 0, 'todas as portas livres', 60_000);
      console.log(`[start e2e] portas livres ${Date.now() - killedAt} ms depois do SIGKILL`);
      await eventually(() => groups.every(({ pid }) => !alive(pid)), 'emuladores encerrados', 60_000);
    },
    START_TIMEOUT,
  );

  it(
    'stops emulators a dead start left behind, then serves the data written before the SIGKILL',
    async () => {
      // A leftover of this checkout: a guarded process on the Firestore port, named in the pid file.
      const leftover = spawn(
        process.execPath,
        [
          join(ROOT, 'scripts/lib/guard.mjs'),
          process.execPath,
          '-e',
          `require('net').createServer().listen(${ports.firestore}, '127.0.0.1')`,
        ],
        { stdio: ['pipe', 'ignore', 'ignore'], detached: true },
      );
      spawnedGroups.push(leftover.pid!);
      await eventually(async () => (await busyPorts({ firestore: ports.firestore })).length === 1, 'sobra na porta');
      const deadLauncher = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
      writeFileSync(
        join(dataDir, 'pauta-stack.pid'),
        JSON.stringify({
          launcher: Number(deadLauncher.stdout),
          root: ROOT,
          groups: [{ name: 'emuladores', pid: leftover.pid }],
        }),
      );

      const started = runStart();
      try {
        await waitFor(started, 'Ctrl-C encerra tudo');
        expect(started.output()).toContain(
          `Encerrando emuladores que sobraram de uma execução anterior: emuladores (${leftover.pid})`,
        );
        expect(started.output()).not.toContain('Porta já em uso');
        expect(await probeExists('antes-do-sigkill')).toBe(true);
      } finally {
        await stop(started);
      }
    },
    START_TIMEOUT,
  );

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
