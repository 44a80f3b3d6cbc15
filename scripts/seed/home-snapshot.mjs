// Builds public/home with the same code the onArticleWritten trigger runs (the functions' TypeScript
// source, loaded through tsx), so the seeded home page costs one read from the first visit.
import { require as tsRequire } from 'tsx/cjs/api';

export async function writeHomeSnapshot(db) {
  const { rebuildHomeSnapshot } = tsRequire('../../functions/src/home/rebuild-home-snapshot.ts', import.meta.url);
  await rebuildHomeSnapshot(db);
}
