// The beforeAll/afterAll/beforeEach every rules file uses: one bed per file, a fresh baseline per test.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createRulesBed, type RulesBed } from './bed';
import { reportCounts } from './cases';
import { seedBaseline, seedProfiles, removeProfiles } from './fixtures';

export function useRulesBed(suite: string, options: { storage?: boolean } = {}): () => RulesBed {
  let bed: RulesBed | undefined;
  beforeAll(async () => {
    bed = await createRulesBed(options);
  }, 60_000);
  afterAll(async () => {
    reportCounts(suite);
    if (bed?.sharedProject) await removeProfiles(bed.owner());
    await bed?.close();
  });
  beforeEach(async () => {
    const current = bed!;
    if (options.storage) await current.clearBucket();
    // A stack's project holds real data: only the personas' profiles are (re)written there.
    if (current.sharedProject) return seedProfiles(current.owner());
    await current.env.clearFirestore();
    await seedBaseline(current.owner());
  });
  return () => bed!;
}
