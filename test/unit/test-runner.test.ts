// The step runner of `npm test`: front steps at once, background steps at most `jobs` at a time in
// their order, a step after the steps it needs (not at all when one failed), each step's output in
// its log file.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runSteps } from '../../scripts/lib/test-runner.mjs';

let reportDir: string;
beforeEach(() => {
  reportDir = mkdtempSync(join(tmpdir(), 'pauta-runner-'));
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(reportDir, { recursive: true, force: true });
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('runSteps', () => {
  it('runs at most `jobs` background steps at once, in their order, beside the front steps', async () => {
    const events: string[] = [];
    let running = 0;
    let most = 0;
    const background = (name: string) => ({
      name,
      async run() {
        events.push(`start ${name}`);
        most = Math.max(most, ++running);
        await tick();
        running--;
        return true;
      },
    });
    const results = await runSteps(
      [
        { name: 'front', front: true, run: async () => (await tick(), events.push('front'), true) },
        background('a'),
        background('b'),
        background('c'),
      ],
      { reportDir, jobs: 2, live: false },
    );
    expect(most).toBe(2);
    expect(events.filter((e) => e.startsWith('start'))).toEqual(['start a', 'start b', 'start c']);
    expect(results.map((r) => r.name).sort()).toEqual(['a', 'b', 'c', 'front']);
    expect(results.every((r) => r.ok && r.seconds >= 0)).toBe(true);
  });

  it('runs `jobsAlone` background steps at once after the front steps ended', async () => {
    const concurrent: number[] = [];
    let running = 0;
    let frontDone = false;
    const background = (name: string) => ({
      name,
      async run() {
        concurrent.push(++running);
        if (!frontDone) expect(running).toBe(1);
        await tick();
        await tick();
        running--;
        return true;
      },
    });
    await runSteps(
      [
        { name: 'front', front: true, run: async () => (await tick(), (frontDone = true)) },
        background('a'),
        background('b'),
        background('c'),
        background('d'),
      ],
      { reportDir, jobs: 1, jobsAlone: 3, live: false },
    );
    expect(Math.max(...concurrent)).toBe(3);
  });

  it('keeps the turn of a background step that waits for a front step', async () => {
    const started: string[] = [];
    const background = (name: string, after?: string[]) => ({
      name,
      after,
      async run() {
        started.push(name);
        await tick();
        return true;
      },
    });
    await runSteps(
      [
        { name: 'browser', front: true, run: async () => (await tick(), true) },
        background('long', ['browser']),
        background('short'),
      ],
      { reportDir, jobs: 1, live: false },
    );
    expect(started).toEqual(['long', 'short']);
  });

  it('starts a step once what it needs ended, and not at all when that failed', async () => {
    const order: string[] = [];
    const step = (name: string, ok: boolean, after?: string[], front = false) => ({
      name,
      after,
      front,
      async run() {
        await tick();
        order.push(name);
        return ok;
      },
    });
    const results = await runSteps(
      [
        step('build', true, undefined, true),
        step('broken', false, undefined, true),
        step('e2e', true, ['build'], true),
        step('bundle', true, ['build']),
        step('needs-broken', true, ['broken']),
      ],
      { reportDir, jobs: 1, live: false },
    );
    expect(order.indexOf('e2e')).toBeGreaterThan(order.indexOf('build'));
    expect(order.indexOf('bundle')).toBeGreaterThan(order.indexOf('build'));
    expect(order).not.toContain('needs-broken');
    expect(results.find((r) => r.name === 'needs-broken')).toEqual({ name: 'needs-broken', ok: false, seconds: 0 });
    expect(results.find((r) => r.name === 'broken')?.ok).toBe(false);
  });

  it('follows an `order` step when it is in the run, whatever its result, and runs without it otherwise', async () => {
    const order: string[] = [];
    const step = (name: string, ok: boolean, extra: { front?: boolean; order?: string[] } = {}) => ({
      name,
      ...extra,
      async run() {
        await tick();
        order.push(name);
        return ok;
      },
    });
    const results = await runSteps(
      [step('e2e', false, { front: true }), step('bench', true, { order: ['e2e', 'not-in-this-run'] })],
      { reportDir, jobs: 2, live: false },
    );
    expect(order).toEqual(['e2e', 'bench']);
    expect(results.find((r) => r.name === 'bench')?.ok).toBe(true);
    const alone = await runSteps([step('bench', true, { order: ['e2e'] })], { reportDir, jobs: 1, live: false });
    expect(alone.map((r) => r.ok)).toEqual([true]);
  });

  it("writes each step's output, commands included, to its log; a thrown error fails the step", async () => {
    const results = await runSteps(
      [
        {
          name: 'unit:x',
          run: async (step) =>
            (await step.sh(process.execPath, ['-e', 'console.log("saída"); console.error("erro")'])) === 0,
        },
        {
          name: 'boom',
          run: async () => {
            throw new Error('quebrou');
          },
        },
      ],
      { reportDir, jobs: 2, live: false },
    );
    const log = readFileSync(join(reportDir, 'unit-x.log'), 'utf8');
    expect(log).toMatch(/^\[\s*[\d.]+s\] saída$/m);
    expect(log).toMatch(/^\[\s*[\d.]+s\] erro$/m);
    expect(results.find((r) => r.name === 'unit:x')?.ok).toBe(true);
    expect(results.find((r) => r.name === 'boom')?.ok).toBe(false);
    expect(readFileSync(join(reportDir, 'boom.log'), 'utf8')).toContain('quebrou');
  });
});
