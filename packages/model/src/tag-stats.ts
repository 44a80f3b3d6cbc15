// stats/tags arithmetic (published articles per tag): which tags an article counts for, how a write
// changes the counts, and how changes apply to the stored map. The onArticleWritten trigger and the
// seed both use it, so seeded statistics are exactly what the trigger would have kept.
import type { TagStat } from './documents.js';
import { normalizeTag } from './text.js';

/** tagKey → display label (the tag as the editor typed it). */
export type TagLabels = Map<string, string>;

export interface TagCountChange {
  key: string;
  delta: 1 | -1;
  label: string;
}

// Firestore rejects map keys of the form __name__; JS objects treat __proto__ specially.
const isStorableKey = (key: string) => key.length > 0 && !/^__.*__$/.test(key);

/** The tags a stored article counts for: none unless it is published; each key once. */
export function publishedTagsOf(article: unknown): TagLabels {
  const labels: TagLabels = new Map();
  if (!article || typeof article !== 'object') return labels;
  const { status, tags, tagKeys } = article as { status?: unknown; tags?: unknown; tagKeys?: unknown };
  if (status !== 'published' || !Array.isArray(tags)) return labels;
  tags.forEach((tag: unknown, index) => {
    if (typeof tag !== 'string') return;
    const storedKey: unknown = Array.isArray(tagKeys) ? tagKeys[index] : undefined;
    const key = typeof storedKey === 'string' && storedKey.length > 0 ? storedKey : normalizeTag(tag);
    if (!isStorableKey(key) || labels.has(key)) return;
    labels.set(key, tag.trim() || key);
  });
  return labels;
}

/** +1 for every tag the write added to the published set, −1 for every tag it removed. */
export function tagCountChanges(before: TagLabels, after: TagLabels): TagCountChange[] {
  const changes: TagCountChange[] = [];
  for (const [key, label] of after) {
    if (!before.has(key)) changes.push({ key, delta: 1, label });
  }
  for (const [key, label] of before) {
    if (!after.has(key)) changes.push({ key, delta: -1, label });
  }
  return changes;
}

/**
 * The stored map after the changes: counts never go below zero and entries at zero are removed.
 * An existing entry keeps its label; a new one takes the label of the article that created it.
 */
export function applyTagCountChanges(
  current: Record<string, TagStat> | undefined,
  changes: readonly TagCountChange[],
): Record<string, TagStat> {
  const next = new Map<string, TagStat>();
  for (const [key, stat] of Object.entries(current ?? {})) {
    if (!isStorableKey(key) || !stat || typeof stat.count !== 'number' || stat.count <= 0) continue;
    next.set(key, { label: typeof stat.label === 'string' && stat.label ? stat.label : key, count: stat.count });
  }
  for (const { key, delta, label } of changes) {
    const existing = next.get(key);
    const count = (existing?.count ?? 0) + delta;
    if (count <= 0) next.delete(key);
    else next.set(key, { label: existing?.label ?? label, count });
  }
  return Object.fromEntries(next);
}

/** stats/tags after creating these articles one by one, as the trigger would see them. */
export function tagStatsAfterCreating(articles: Iterable<unknown>): Record<string, TagStat> {
  let stats: Record<string, TagStat> = {};
  for (const article of articles)
    stats = applyTagCountChanges(stats, tagCountChanges(new Map(), publishedTagsOf(article)));
  return stats;
}
