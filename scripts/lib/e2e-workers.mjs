// How many workers the end-to-end suite runs (each with its own stack), and the variable that hands
// the stacks' environments to them. Kept apart from the stack code: vitest's config reads it.

/** A JSON list of environments, one per stack (scripts/lib/e2e-stacks.mjs). */
export const E2E_STACKS_ENV = 'PAUTA_E2E_STACKS';
export const E2E_WORKERS_ENV = 'PAUTA_E2E_WORKERS';

/** The workers (and stacks) asked for: PAUTA_E2E_WORKERS, else the stacks handed over, else 1. */
export function e2eWorkers(env = process.env) {
  const stacks = env[E2E_STACKS_ENV] ? JSON.parse(env[E2E_STACKS_ENV]).length : 0;
  return Math.max(1, Math.floor(Number(env[E2E_WORKERS_ENV])) || stacks || 1);
}
