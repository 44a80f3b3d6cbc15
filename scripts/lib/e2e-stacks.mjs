// The stacks the end-to-end suite runs against: one per vitest worker, each on its own ports with
// its own in-memory data, all serving the same build. Their environments travel to the workers as
// PAUTA_E2E_STACKS (a JSON list); test/e2e/support/worker-stack.ts gives each worker its own.
import { join } from 'node:path';
import { startStack, TEST_PORTS } from './stack.mjs';
import { E2E_STACKS_ENV } from './e2e-workers.mjs';
/** Stack n (from 1) listens on the test ports plus (n - 1) × this: clear of every other stack's. */
const STACK_PORT_STRIDE = 1000;

/** @param {number} n the stack's number, from 1 (stack 1 is on TEST_PORTS) */
export function testStackPorts(n) {
  return Object.fromEntries(
    Object.entries(TEST_PORTS).map(([name, port]) => [name, port + (n - 1) * STACK_PORT_STRIDE]),
  );
}

/**
 * Starts `count` stacks at once.
 * @param {number} count
 * @param {(line: string) => void} log
 * @returns {Promise<{ env: Record<string, string>, stacks: Awaited<ReturnType<typeof startStack>>[], stop: () => Promise<void> }>}
 */
export async function startTestStacks(count, log) {
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  const results = await Promise.allSettled(
    numbers.map((n) =>
      startStack({
        name: `test-${n}`,
        ports: testStackPorts(n),
        webDir: join('.test-data', 'stacks', String(n), 'web'),
        log: count === 1 ? log : (line) => log(`[pilha ${n}] ${line}`),
      }),
    ),
  );
  const stacks = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const stop = async () => {
    await Promise.all(stacks.map((stack) => stack.stop()));
  };
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const env = stacks.map((stack) => ({ ...stack.env, PAUTA_WEB_URL: stack.urls.site }));
  return { env: { [E2E_STACKS_ENV]: JSON.stringify(env) }, stacks, stop };
}
