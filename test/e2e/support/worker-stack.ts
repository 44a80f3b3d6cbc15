// Runs first in every end-to-end file: `npm test` starts one stack per vitest worker and lists their
// environments in PAUTA_E2E_STACKS; this gives the worker running the file its own (ports, project,
// fixture servers), so `stack`, FUNCTIONS_URL and every process.env read of a test point there.
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import { beforeEach } from 'vitest';
import { E2E_STACKS_ENV } from '../../../scripts/lib/e2e-workers.mjs';
import { ROOT } from '../../../scripts/lib/paths.mjs';

const stacks = JSON.parse(process.env[E2E_STACKS_ENV] ?? '[]') as Record<string, string>[];
// VITEST_POOL_ID runs from 1 to maxWorkers (the number of stacks): two files at once never share one.
const stack = stacks.length ? ((Number(process.env.VITEST_POOL_ID ?? 1) - 1) % stacks.length) + 1 : 1;
if (stacks.length) Object.assign(process.env, stacks[stack - 1], { PAUTA_E2E_STACK: String(stack) });

// Which stack ran which file, for the timing report of `npm test` (once, from the file's first test).
const workerLog = process.env.PAUTA_E2E_WORKER_LOG;
let logged = false;
if (workerLog)
  beforeEach(({ task }) => {
    if (logged) return;
    logged = true;
    appendFileSync(workerLog, `${JSON.stringify({ file: relative(ROOT, task.file.filepath), stack })}\n`);
  });
