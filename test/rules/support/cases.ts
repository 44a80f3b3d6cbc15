// assertSucceeds / assertFails that also count how many allow and deny cases the suite proves.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { COUNTS_DIR } from './counts-dir';

const counts = { allow: 0, deny: 0 };

export async function allowed(request: Promise<unknown>): Promise<void> {
  await assertSucceeds(request);
  counts.allow++;
}

export async function denied(request: Promise<unknown>): Promise<void> {
  await assertFails(request);
  counts.deny++;
}

/** allowed() when the rule should let the request through, denied() when it should refuse it. */
export const expectRule = (ok: boolean, request: Promise<unknown>): Promise<void> =>
  ok ? allowed(request) : denied(request);

/** Logs this file's totals and leaves them for the global teardown's summary. */
export function reportCounts(suite: string): void {
  console.log(`[rules] ${suite}: ${counts.allow} allow + ${counts.deny} deny cases`);
  mkdirSync(COUNTS_DIR, { recursive: true });
  writeFileSync(join(COUNTS_DIR, `${suite}.json`), JSON.stringify({ suite, ...counts }));
  // The next file of this worker shares this module (the rules project runs with isolate: false).
  counts.allow = 0;
  counts.deny = 0;
}
