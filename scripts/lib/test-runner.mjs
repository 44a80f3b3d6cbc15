// Runs the steps of `npm test` side by side. The end-to-end step runs in front at normal priority
// (its browsers and stacks answer in real time); every other step is a background job at a lower
// CPU priority, at most `jobs` at once while a front step is left, `jobsAlone` once none is (the
// cores the end-to-end step kept busy go to the background), longest first.
// Each step's output goes to .test-data/reports/<step>.log and is printed in one block when the
// step ends (live when only one step runs).
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { setPriority } from 'node:os';
import { join, relative } from 'node:path';
import { ROOT } from './paths.mjs';

/** Output read later from a log file: no colour codes (any FORCE_COLOR, even 0, turns them on). */
const PLAIN_OUTPUT = { NO_COLOR: '1', FORCE_COLOR: undefined };
/**
 * CPU priority of background steps (0 is normal, 19 the lowest): mild, so that the end-to-end step
 * answers first yet a background test still gets a quarter of a busy core (its own timeouts hold).
 */
const BACKGROUND_NICE = 5;

/**
 * @typedef {{ log: (line: string) => void, note: (text: string) => void, sh: (command: string, args: string[], options?: { cwd?: string, env?: Record<string, string | undefined>, onLine?: (line: string) => void }) => Promise<number> }} StepContext
 * @typedef {{ name: string, run: (step: StepContext) => Promise<boolean>, front?: boolean, after?: string[], order?: string[] }} Step
 *   `after`: steps it needs (it does not run when one failed); `order`: steps it only follows, whatever
 *   their result, when they are part of the run.
 */

/**
 * @param {Step[]} steps in priority order; a step starts once the steps named in its `after` ended
 * @param {{ reportDir: string, jobs: number, jobsAlone?: number, live: boolean }} options `jobs`:
 *   background steps at once while a front step has not ended; `jobsAlone` (default `jobs`): after
 * @returns {Promise<{ name: string, ok: boolean, seconds: number }[]>}
 */
export async function runSteps(steps, { reportDir, jobs, jobsAlone = jobs, live }) {
  const results = [];
  /** @type {Map<string, boolean>} */
  const ended = new Map();
  /** Background steps running now. */
  const active = new Set();
  /** @type {(value?: unknown) => void} */
  let wake = () => {};
  let changed = new Promise((resolve) => (wake = resolve));
  const signal = () => {
    const previous = wake;
    changed = new Promise((resolve) => (wake = resolve));
    previous();
  };
  const inRun = new Set(steps.map((s) => s.name));
  /** What a step waits for: the steps it needs and those of the run it follows. */
  const waitsFor = (step) => [...(step.after ?? []), ...(step.order ?? []).filter((name) => inRun.has(name))];
  const isReady = (step) => waitsFor(step).every((name) => ended.has(name));
  const runOne = async (step) => {
    const failed = (step.after ?? []).filter((name) => !ended.get(name));
    const result = failed.length
      ? skipped(step, failed)
      : await runStep(step, { reportDir, live, nice: step.front ? 0 : BACKGROUND_NICE });
    results.push(result);
    ended.set(step.name, result.ok);
    active.delete(step);
    signal();
  };
  const fronts = steps.filter((s) => s.front);
  const front = async (step) => {
    while (!isReady(step)) await changed;
    await runOne(step);
  };
  const background = steps.filter((s) => !s.front);
  /** Waits only for front steps (under way from the start): about to be ready, it keeps its turn. */
  const waitsOnFront = (step) => waitsFor(step).every((name) => ended.has(name) || fronts.some((f) => f.name === name));
  const running = [];
  const dispatch = async () => {
    while (background.length) {
      const limit = Math.max(1, fronts.some((s) => !ended.has(s.name)) ? jobs : jobsAlone);
      const index = active.size < limit ? background.findIndex(isReady) : -1;
      if (index === -1 || background.slice(0, index).some(waitsOnFront)) {
        await changed;
        continue;
      }
      const step = background.splice(index, 1)[0];
      active.add(step);
      running.push(runOne(step));
    }
  };
  await Promise.all([...fronts.map(front), dispatch()]);
  await Promise.all(running);
  return results;
}

function skipped(step, failed) {
  console.log(`✗ ${step.name}: não rodou (${failed.join(', ')} falhou)`);
  return { name: step.name, ok: false, seconds: 0 };
}

/**
 * @param {Step} step
 * @param {{ reportDir: string, live: boolean, nice: number }} options
 */
async function runStep(step, { reportDir, live, nice }) {
  const started = Date.now();
  const file = join(reportDir, `${step.name.replace(/\W+/g, '-')}.log`);
  const out = createWriteStream(file);
  const lines = [];
  const notes = [];
  const log = (line) => {
    // The log file stamps each line with the time since the step began (where did the time go?).
    out.write(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s] ${line}\n`);
    if (live) console.log(line);
    else lines.push(line);
  };
  /** @type {StepContext['sh']} */
  const sh = (command, args, { cwd = ROOT, env = {}, onLine } = {}) =>
    new Promise((resolve) => {
      const child = spawn(command, args, {
        cwd,
        env: { ...process.env, ...(live ? {} : PLAIN_OUTPUT), ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      if (nice) lowerPriority(child.pid, nice);
      let pending = '';
      const onData = (chunk) => {
        const text = pending + chunk.toString();
        const parts = text.split('\n');
        pending = parts.pop() ?? '';
        for (const line of parts) {
          log(line);
          onLine?.(line);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('error', (error) => log(`${command}: ${error.message}`));
      child.once('close', (code) => {
        if (pending) log(pending);
        resolve(code ?? 1);
      });
    });

  if (!live) console.log(`▶ ${step.name}`);
  else console.log(`\n=== ${step.name} ===`);
  let ok = false;
  try {
    ok = await step.run({ log, sh, note: (text) => notes.push(text) });
  } catch (error) {
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  const seconds = (Date.now() - started) / 1000;
  await new Promise((resolve) => out.end(resolve));
  if (!live) {
    console.log(
      `${ok ? '✓' : '✗'} ${step.name} (${seconds.toFixed(1)}s)${notes.length ? `: ${notes.join('; ')}` : ''}`,
    );
    // A failure shows its output from vitest's list of failures (all of it otherwise); a pass only
    // its line. The whole output is in the log file.
    if (!ok && lines.length) {
      const failures = lines.findIndex((line) => /⎯ Failed (Tests|Suites) \d+ ⎯/.test(line));
      console.log(
        lines
          .slice(Math.max(0, failures))
          .map((line) => `  │ ${line}`)
          .join('\n'),
      );
      console.log(`  │ (saída completa em ${relative(ROOT, file)})`);
    }
  }
  return { name: step.name, ok, seconds };
}

function lowerPriority(pid, nice) {
  try {
    if (pid) setPriority(pid, nice);
  } catch {
    // not allowed here: the step runs at normal priority
  }
}
