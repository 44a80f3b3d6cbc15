// Builds the search index (Cloud Storage search/index.json) with the same code the
// onArticleSearchIndexed trigger runs, so /busca answers from the first visit.
import { require as tsRequire } from 'tsx/cjs/api';

export async function writeSearchIndex(db, bucket) {
  const { rebuildSearchIndex } = tsRequire('../../functions/src/search/search-index-store.ts', import.meta.url);
  await rebuildSearchIndex(db, bucket);
}
