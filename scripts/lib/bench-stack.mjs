// The local stack the benchmarks that need one (bench:stats, bench:schedules) run against. `npm
// test`'s bench step starts one, seeded once, and shares it (PAUTA_BENCH_STACK carries its
// environment; each benchmark writes and measures its own documents). Run alone, as `npm run bench`
// does, a benchmark starts its own on the test ports (shifted by PAUTA_PORT_OFFSET), with fresh
// data, and stops it at the end.
import { startStack, TEST_PORTS } from './stack.mjs';

export const BENCH_STACK_ENV = 'PAUTA_BENCH_STACK';

/**
 * @typedef {{ env: Record<string, string>, site: string, webDir: string }} BenchStackInfo
 * @typedef {BenchStackInfo & { stop: () => Promise<void> }} BenchStack
 */

/**
 * Starts the stack the benchmarks of one run share.
 * @param {Record<string, number>} ports
 * @param {(line: string) => void} log
 * @returns {Promise<{ env: Record<string, string>, stop: () => Promise<void> }>} `env` for the benchmarks' processes
 */
export async function startSharedBenchStack(ports, log) {
  const webDir = '.test-data/stacks/bench/web';
  // The benchmarks on it call no callable: none is started ahead.
  const stack = await startStack({ name: 'bench', ports, webDir, log, callables: false });
  /** @type {BenchStackInfo} */
  const info = { env: stack.env, site: stack.urls.site, webDir };
  // Its data is thrown away, so a process still busy at the end (the last sweep's writes and their
  // triggers) is not waited for: with the default grace it held the bench step 20 s, until SIGKILL.
  const stop = () => stack.stop({ graceMs: 2_000 });
  return { env: { [BENCH_STACK_ENV]: JSON.stringify(info) }, stop };
}

/**
 * The shared stack when the run has one (stopping it is left to whoever started it), else a stack
 * of this benchmark's own.
 * @returns {Promise<BenchStack>}
 */
export async function benchStack() {
  const shared = process.env[BENCH_STACK_ENV];
  if (shared) return { .../** @type {BenchStackInfo} */ (JSON.parse(shared)), stop: async () => {} };
  const webDir = 'web/dist-test';
  const stack = await startStack({ name: 'test', ports: TEST_PORTS, webDir, log: () => {} });
  return { env: stack.env, site: stack.urls.site, webDir, stop: stack.stop };
}
