// The beforeAll/afterAll/beforeEach every rules file uses: one bed per file, a fresh baseline per test.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createRulesBed, type RulesBed } from './bed';
import { reportCounts } from './cases';
import { seedBaseline } from './fixtures';

export function useRulesBed(suite: string, options: { storage?: boolean } = {}): () => RulesBed {
  let bed: RulesBed | undefined;
  beforeAll(async () => {
    bed = await createRulesBed(options);
  }, 60_000);
  afterAll(async () => {
    reportCounts(suite);
    await bed?.close();
  });
  beforeEach(async () => {
    await bed!.env.clearFirestore();
    if (options.storage) await bed!.env.clearStorage();
    await seedBaseline(bed!.owner());
  });
  return () => bed!;
}
