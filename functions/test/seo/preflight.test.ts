// The debug page's status check sends OPTIONS to the sitemap function from the site's origin: the
// browser first asks (a preflight) whether OPTIONS is allowed. The handler's answer allows it. The
// Functions emulator runs firebase-functions' CORS layer in front of every function that names no
// `cors` option, and that layer's answer leaves OPTIONS out: the public documents say `cors: false`,
// so the preflight reaches their handler in production and in the emulator alike.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ANSWER = join(__dirname, 'preflight-answer.ts');

/** What the Functions emulator sets in a function's runtime (firebase-tools' functionsEmulator). */
const EMULATOR_ENV = { FIREBASE_DEBUG_MODE: 'true', FIREBASE_DEBUG_FEATURES: JSON.stringify({ enableCors: true }) };

async function preflightAnswer(env: Record<string, string>) {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', ANSWER], {
    env: { ...process.env, FIREBASE_DEBUG_MODE: '', FIREBASE_DEBUG_FEATURES: '', ...env },
  });
  return JSON.parse(stdout) as { status: number; headers: Record<string, string> };
}

describe('the sitemap function and a browser’s preflight', () => {
  it.each([
    ['in production', {}],
    ['in the Functions emulator', EMULATOR_ENV],
  ])('%s: its handler answers, allowing OPTIONS', async (_where, env) => {
    const out = await preflightAnswer(env);
    expect(out.status).toBe(204);
    expect(out.headers['access-control-allow-methods']?.split(/,\s*/)).toContain('OPTIONS');
  });
});
