// Prints the allow/deny case totals the rules test files leave behind (see support/cases.ts).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { COUNTS_DIR } from './support/counts-dir';

export function setup(): () => void {
  rmSync(COUNTS_DIR, { recursive: true, force: true });
  return () => {
    if (!existsSync(COUNTS_DIR)) return;
    let allow = 0;
    let deny = 0;
    for (const file of readdirSync(COUNTS_DIR)) {
      const counts = JSON.parse(readFileSync(join(COUNTS_DIR, file), 'utf8')) as { allow: number; deny: number };
      allow += counts.allow;
      deny += counts.deny;
    }
    console.log(`[rules] total: ${allow} allow + ${deny} deny = ${allow + deny} proven cases`);
  };
}
