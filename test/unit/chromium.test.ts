// The Chromium finder `npm test` relies on: explicit path, Debian paths, PATH, install as root,
// and the one line it stops with when it cannot.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChromiumMissingError, ensureChromium, findChromium, INSTALL_HINT } from '../../scripts/lib/chromium.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const MISSING = '/nonexistent/pauta/chromium';
const nothing = () => false;

describe('findChromium', () => {
  it('uses PAUTA_CHROMIUM only: a missing path is not replaced by another browser', () => {
    expect(findChromium({ env: { PAUTA_CHROMIUM: MISSING, PATH: '/usr/bin' } })).toBeNull();
  });

  it('prefers the Debian path, then PATH', () => {
    expect(findChromium({ env: { PATH: '/opt/x' }, canRun: (p) => p === '/usr/bin/chromium-browser' })).toBe(
      '/usr/bin/chromium-browser',
    );
    // The headless shell first: the same Chromium, lighter to drive.
    expect(findChromium({ env: { PATH: '/opt/x' }, canRun: (p) => p.startsWith('/usr/bin/chromium') })).toBe(
      '/usr/bin/chromium-headless-shell',
    );
    expect(findChromium({ env: { PATH: '/opt/a:/opt/b' }, canRun: (p) => p === '/opt/b/chromium' })).toBe(
      '/opt/b/chromium',
    );
    expect(findChromium({ env: { PATH: '/opt/a' }, canRun: nothing })).toBeNull();
  });

  it.runIf(existsSync('/usr/bin/chromium-headless-shell'))(
    'finds the real Debian headless shell on this machine',
    () => {
      expect(findChromium({ env: { PATH: '' } })).toBe('/usr/bin/chromium-headless-shell');
    },
  );
});

describe('ensureChromium', () => {
  it('stops with the command to run when not root', () => {
    const run = () => ensureChromium({ env: { PATH: '' }, canRun: nothing, isRoot: false, install: () => true });
    expect(run).toThrow(ChromiumMissingError);
    expect(run).toThrow(INSTALL_HINT);
  });

  it.each([
    ['with no Chromium', []],
    ['with only the desktop chromium', ['/usr/bin/chromium']],
  ])('as root %s: installs the headless shell and uses it', (_case, present) => {
    const installed = new Set<string>(present);
    const found = ensureChromium({
      env: { PATH: '' },
      canRun: (p) => installed.has(p),
      isRoot: true,
      install: () => (installed.add('/usr/bin/chromium-headless-shell'), true),
      log: () => {},
    });
    expect(found).toBe('/usr/bin/chromium-headless-shell');
  });

  it('keeps the desktop chromium when the install fails, or when not root (no install then)', () => {
    const onlyDesktop = (p: string) => p === '/usr/bin/chromium';
    expect(
      ensureChromium({ env: { PATH: '' }, canRun: onlyDesktop, isRoot: true, install: () => false, log: () => {} }),
    ).toBe('/usr/bin/chromium');
    const install = () => {
      throw new Error('no install without root');
    };
    expect(ensureChromium({ env: { PATH: '' }, canRun: onlyDesktop, isRoot: false, install, log: () => {} })).toBe(
      '/usr/bin/chromium',
    );
  });

  it('reports a failed install', () => {
    expect(() =>
      ensureChromium({ env: { PATH: '' }, canRun: nothing, isRoot: true, install: () => false, log: () => {} }),
    ).toThrow(/instalação do Chromium falhou/);
  });

  it('never installs over an explicit PAUTA_CHROMIUM that does not exist (CLI: one line, exit 1)', () => {
    const result = spawnSync(process.execPath, ['scripts/lib/chromium.mjs'], {
      cwd: ROOT,
      env: { ...process.env, PAUTA_CHROMIUM: MISSING },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([
      `PAUTA_CHROMIUM=${MISSING} não é um executável: corrija o caminho ou remova a variável.`,
    ]);
  });
});
