// The seed writes tagStatsAfterCreating(articles); the trigger applies one write at a time. Both
// must end in the same stats/tags for the same published set.
import { describe, expect, it } from 'vitest';
import {
  applyTagCountChanges,
  normalizeTag,
  publishedTagsOf,
  tagCountChanges,
  tagStatsAfterCreating,
  type TagStat,
} from '../src/index.js';

const article = (status: 'draft' | 'published', tags: string[]) => ({ status, tags, tagKeys: tags.map(normalizeTag) });

/** What the onArticleWritten trigger keeps after a sequence of (before, after) writes. */
function replay(writes: [unknown, unknown][]): Record<string, TagStat> {
  let stats: Record<string, TagStat> = {};
  for (const [before, after] of writes)
    stats = applyTagCountChanges(stats, tagCountChanges(publishedTagsOf(before), publishedTagsOf(after)));
  return stats;
}

describe('tagStatsAfterCreating', () => {
  const a = article('published', ['Saúde', 'Economia']);
  const b = article('published', ['saude', 'Política']);
  const c = article('draft', ['Rascunho']);

  it('counts each published article once per tag key, labelled by the first article', () => {
    expect(tagStatsAfterCreating([a, b, c])).toEqual({
      saude: { label: 'Saúde', count: 2 },
      economia: { label: 'Economia', count: 1 },
      politica: { label: 'Política', count: 1 },
    });
  });

  it('equals the trigger replaying creates, an unpublish and a delete', () => {
    const unpublishedB = { ...b, status: 'draft' };
    const triggered = replay([
      [undefined, a],
      [undefined, b],
      [undefined, c],
      [b, unpublishedB],
      [c, undefined],
    ]);
    expect(triggered).toEqual(tagStatsAfterCreating([a, c, unpublishedB]));
  });
});
