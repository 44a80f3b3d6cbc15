// The Auth emulator of the local stacks compiles its validators on first use
// (scripts/lib/auth-emulator-preload.mjs, stack.mjs): through exegesis's own option, so the answers
// are the ones firebase-tools gives with every validator compiled at start (recorded below from it),
// and only firebase-tools' `emulators:start` process is touched.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { authEmulatorExegesis, compileValidatorsOnFirstUse } from '../../scripts/lib/auth-emulator-preload.mjs';
import { ROOT } from '../../scripts/lib/paths.mjs';

const PRELOAD = join(ROOT, 'scripts', 'lib', 'auth-emulator-preload.mjs');
const FIREBASE_BIN = realpathSync(join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js'));
const scratch = mkdtempSync(join(tmpdir(), 'pauta-auth-preload-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Middleware = (doc: unknown, options?: object) => unknown;

/** A stand-in for exegesis-express that counts its loads and answers with the options it got. */
function fakeExegesisExpress(dir: string): string {
  const file = join(dir, 'node_modules', 'exegesis-express', 'index.js');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    'globalThis.expressLoads = (globalThis.expressLoads ?? 0) + 1;\n' +
      'exports.middleware = (doc, options) => options;\nexports.other = 42;\n',
  );
  return file;
}

/** The 400 body the Auth emulator gives a request its validators refuse. */
function invalidArgument(message: string, reason = 'invalid', first: 'reason' | 'domain' = 'reason'): string {
  const error = first === 'reason' ? { message, reason, domain: 'global' } : { message, domain: 'global', reason };
  return JSON.stringify({ error: { code: 400, message, errors: [error], status: 'INVALID_ARGUMENT' } }, null, 2);
}

describe('Auth emulator preload', () => {
  it('compiles no validator before a request needs it, and answers as with all compiled at start', async () => {
    compileValidatorsOnFirstUse(authEmulatorExegesis(FIREBASE_BIN));
    const fromExpress = createRequire(authEmulatorExegesis(FIREBASE_BIN));
    const Ajv = (
      createRequire(fromExpress.resolve('exegesis'))('ajv') as { default: { prototype: { compile: () => unknown } } }
    ).default;
    const compile = Ajv.prototype.compile;
    let compiles = 0;
    Ajv.prototype.compile = function (this: unknown, ...args: []) {
      compiles++;
      return compile.apply(this, args);
    };
    let server: Server | undefined;
    try {
      const { createApp } = createRequire(FIREBASE_BIN)('../emulator/auth/server') as {
        createApp(projectId: string): Promise<{ listen(port: number, host: string): Server }>;
      };
      const app = await createApp('demo-pauta');
      expect(compiles).toBe(0);
      server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server!.once('listening', resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/identitytoolkit.googleapis.com/v1/`;
      const call = async (op: string, body: unknown) => {
        const res = await fetch(`${base}accounts:${op}?key=fake-api-key`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        });
        const text = await res.text();
        return [res.status, res.status === 200 ? Object.keys(JSON.parse(text) as object).sort() : text];
      };
      const account = { email: 'ana@pauta.dev', password: 'segredo123', returnSecureToken: true };
      const token = ['email', 'expiresIn', 'idToken', 'kind', 'localId', 'refreshToken'];
      expect(await call('signUp', account)).toEqual([200, token]);
      expect(await call('signUp', { ...account, email: { a: 1 } })).toEqual([
        400,
        invalidArgument('Invalid JSON payload received. /email must be string'),
      ]);
      expect(await call('signInWithPassword', { ...account, password: ['x'] })).toEqual([
        400,
        invalidArgument('Invalid JSON payload received. /password must be string'),
      ]);
      expect(await call('sendOobCode', { requestType: 'NAO_EXISTE', email: account.email })).toEqual([
        400,
        invalidArgument('Invalid JSON payload received. /requestType must be equal to one of the allowed values'),
      ]);
      expect(await call('lookup', { idToken: true })).toEqual([
        400,
        invalidArgument('Invalid JSON payload received. /idToken must be string'),
      ]);
      expect(await call('signInWithPassword', '{"email": ')).toEqual([
        400,
        invalidArgument('Invalid JSON payload received. Unexpected end of JSON input', 'parseError', 'domain'),
      ]);
      expect(await call('signInWithPassword', account)).toEqual([200, [...token, 'registered'].sort()]);
      // Each operation called compiles its own validators (body, parameters, responses), no more.
      expect(compiles).toBeGreaterThan(0);
      expect(compiles).toBeLessThan(100);
    } finally {
      Ajv.prototype.compile = compile;
      server?.close();
    }
    // firebase-tools' Auth emulator loads in this process: ≈ 2 CPU-s, far longer beside the e2e step
    // on a fresh clone (5.0 s, vitest's default, timed out there).
  }, 60_000);

  it('is where firebase-tools compiles the Auth API: exegesis-express.middleware, nothing else of it', () => {
    const server = readFileSync(join(dirname(FIREBASE_BIN), '..', 'emulator', 'auth', 'server.js'), 'utf8');
    expect(server).toContain('= require("exegesis-express")');
    expect([...server.matchAll(/exegesisExpress\.(\w+)/g)].map((m) => m[1])).toEqual(['middleware']);
  });

  it('adds the option unless the caller sets it, and loads the real module for any other name', () => {
    const file = fakeExegesisExpress(mkdtempSync(join(scratch, 'other-')));
    const global = globalThis as { expressLoads?: number };
    delete global.expressLoads;
    compileValidatorsOnFirstUse(file);
    const express = createRequire(file)(file) as { middleware: Middleware; other: number };
    expect(global.expressLoads).toBeUndefined();
    expect(express.middleware({}, { allErrors: true })).toEqual({
      lazyCompileValidationSchemas: true,
      allErrors: true,
    });
    expect(express.middleware({}, { lazyCompileValidationSchemas: false })).toEqual({
      lazyCompileValidationSchemas: false,
    });
    expect(express.other).toBe(42);
    expect(global.expressLoads).toBe(1);
    delete global.expressLoads;
  });

  it("acts in firebase-tools' emulators:start process, and in no other", () => {
    const dir = mkdtempSync(join(scratch, 'tools-'));
    fakeExegesisExpress(dir);
    mkdirSync(join(dir, 'lib', 'bin'), { recursive: true });
    mkdirSync(join(dir, 'lib', 'emulator', 'auth'), { recursive: true });
    const probe = "console.log(JSON.stringify(require('../emulator/auth/server.js').middleware({}, {}) ?? null));\n";
    writeFileSync(join(dir, 'lib', 'emulator', 'auth', 'server.js'), "module.exports = require('exegesis-express');\n");
    writeFileSync(join(dir, 'lib', 'bin', 'firebase.js'), probe);
    writeFileSync(join(dir, 'lib', 'bin', 'other.js'), probe);
    const run = (main: string, command: string) =>
      JSON.parse(
        execFileSync(process.execPath, [join(dir, 'lib', 'bin', main), command], {
          env: { PATH: process.env.PATH, NODE_OPTIONS: `--import ${JSON.stringify(PRELOAD)}` },
          encoding: 'utf8',
        }),
      ) as unknown;
    expect(run('firebase.js', 'emulators:start')).toEqual({ lazyCompileValidationSchemas: true });
    expect(run('firebase.js', 'deploy')).toEqual({});
    expect(run('other.js', 'emulators:start')).toEqual({});
  });
});
