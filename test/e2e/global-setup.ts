// Starts the stacks when the e2e suite runs on its own (`npx vitest run --project e2e`; one per
// worker, PAUTA_E2E_WORKERS, default 1); `npm test` starts them itself and passes PAUTA_E2E_STACKS.
import { startTestStacks } from '../../scripts/lib/e2e-stacks.mjs';
import { E2E_STACKS_ENV, e2eWorkers } from '../../scripts/lib/e2e-workers.mjs';

export default async function setup() {
  if (process.env[E2E_STACKS_ENV]) return;
  const stacks = await startTestStacks(e2eWorkers(), (line: string) => console.log(line));
  Object.assign(process.env, stacks.env);
  return () => stacks.stop();
}
