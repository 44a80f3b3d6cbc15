// The Functions emulator's runtimes start with scripts/lib/functions-runtime-preload.mjs (stack.mjs):
// its findModuleRoot answers as firebase-tools' own, the runtime asks that module for nothing else,
// any other name still reaches the real module, and only a process whose main is the runtime is touched.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findModuleRoot, lightenSharedHelpers } from '../../scripts/lib/functions-runtime-preload.mjs';
import { ROOT } from '../../scripts/lib/paths.mjs';

const PRELOAD = join(ROOT, 'scripts', 'lib', 'functions-runtime-preload.mjs');
const fromFunctions = createRequire(join(ROOT, 'functions', 'package.json'));
const emulatorDir = dirname(fromFunctions.resolve('firebase-tools/lib/emulator/functionsEmulatorRuntime'));
const scratch = mkdtempSync(join(tmpdir(), 'pauta-runtime-preload-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A stand-in for firebase-tools' shared module that counts its loads. */
function fakeShared(dir: string): string {
  const file = join(dir, 'functionsEmulatorShared.js');
  writeFileSync(
    file,
    "globalThis.sharedLoads = (globalThis.sharedLoads ?? 0) + 1;\nexports.findModuleRoot = () => 'real';\nexports.other = 42;\n",
  );
  return file;
}

describe('functions runtime preload', () => {
  it("finds a package's root as firebase-tools does", () => {
    const real = fromFunctions('firebase-tools/lib/emulator/functionsEmulatorShared') as {
      findModuleRoot(name: string, file: string): string;
    };
    for (const [name, of] of [
      ['firebase-admin', 'firebase-admin'],
      ['firebase-functions', 'firebase-functions'],
      // Another package's file: no root.
      ['firebase-admin', 'firebase-functions'],
    ]) {
      const file = fromFunctions.resolve(of);
      expect(findModuleRoot(name, file), `${name} from ${of}`).toBe(real.findModuleRoot(name, file));
    }
    expect(findModuleRoot('firebase-admin', fromFunctions.resolve('firebase-admin'))).not.toBe('');
  });

  it('is all the runtime takes from the shared module (else the runtime loads it whole again)', () => {
    const runtime = readFileSync(join(emulatorDir, 'functionsEmulatorRuntime.js'), 'utf8');
    const used = new Set([...runtime.matchAll(/functionsEmulatorShared_1\.(\w+)/g)].map((m) => m[1]));
    expect([...used]).toEqual(['findModuleRoot']);
  });

  it('loads the real module for any other name', () => {
    const dir = mkdtempSync(join(scratch, 'other-'));
    const file = fakeShared(dir);
    const global = globalThis as { sharedLoads?: number };
    delete global.sharedLoads;
    lightenSharedHelpers(file);
    const shared = createRequire(file)(file) as { findModuleRoot: unknown; other: number };
    expect(shared.findModuleRoot).toBe(findModuleRoot);
    expect(global.sharedLoads).toBeUndefined();
    expect(shared.other).toBe(42);
    expect(global.sharedLoads).toBe(1);
    expect(shared.other).toBe(42);
    expect(global.sharedLoads).toBe(1);
    delete global.sharedLoads;
  });

  it('acts in a process whose main is the runtime, and in no other', () => {
    const dir = mkdtempSync(join(scratch, 'emulator-'));
    fakeShared(dir);
    const probe =
      "const shared = require('./functionsEmulatorShared');\n" +
      "console.log(JSON.stringify({ root: shared.findModuleRoot('firebase-admin', process.env.FILE), loads: globalThis.sharedLoads ?? 0 }));\n";
    writeFileSync(join(dir, 'functionsEmulatorRuntime.js'), probe);
    writeFileSync(join(dir, 'other-main.js'), probe);
    const run = (main: string) =>
      JSON.parse(
        execFileSync(process.execPath, [join(dir, main)], {
          env: {
            PATH: process.env.PATH,
            NODE_OPTIONS: `--import ${JSON.stringify(PRELOAD)}`,
            FILE: fromFunctions.resolve('firebase-admin'),
          },
          encoding: 'utf8',
        }),
      ) as { root: string; loads: number };
    // firebase-tools starts it without the extension.
    expect(run('functionsEmulatorRuntime')).toEqual({
      root: findModuleRoot('firebase-admin', fromFunctions.resolve('firebase-admin')),
      loads: 0,
    });
    expect(run('other-main.js')).toEqual({ root: 'real', loads: 1 });
  });
});
