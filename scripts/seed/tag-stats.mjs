// stats/tags computed from the seed's articles (the same result the onArticleWritten trigger keeps).
import { normalizeTag } from './text.mjs';

/** @param {{status: string, tags: string[]}[]} articles */
export function computeTagStats(articles) {
  const stats = {};
  for (const article of articles) {
    if (article.status !== 'published') continue;
    const seen = new Set();
    for (const tag of article.tags) {
      const key = normalizeTag(tag);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      stats[key] = { label: stats[key]?.label ?? tag.trim(), count: (stats[key]?.count ?? 0) + 1 };
    }
  }
  return stats;
}
