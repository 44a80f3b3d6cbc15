// Tag counts: from the stats document, searched, classified and ranked for 'Tópicos em Alta'.
import { normalizeTag } from '@pauta/model';

export interface TagCount {
  key: string;
  tag: string;
  count: number;
}

/** Entries with a positive count, most used first (ties alphabetical, pt-BR collation). */
export function toTagCounts(tags: Record<string, { label?: string; count?: number }> | undefined): TagCount[] {
  return Object.entries(tags ?? {})
    .map(([key, value]) => ({ key, tag: value?.label?.trim() || key, count: Number(value?.count) || 0 }))
    .filter((t) => t.count > 0)
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag, 'pt-BR'));
}

/** Counts tags over a list of articles (case and accents folded; the first spelling seen is the label). */
export function countTags(articles: { tags?: string[] | null }[]): TagCount[] {
  const counts = new Map<string, TagCount>();
  for (const article of articles) {
    const seen = new Set<string>(); // an article counts once per tag, however it spells it
    for (const raw of article.tags ?? []) {
      const tag = raw.trim();
      const key = normalizeTag(tag);
      if (!tag || seen.has(key)) continue;
      seen.add(key);
      const entry = counts.get(key) ?? { key, tag, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag, 'pt-BR'));
}

/** The topics screen's search: trimmed, case-insensitive substring. */
export function searchTags(tags: TagCount[], term: string): TagCount[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return tags;
  return tags.filter((t) => t.tag.toLowerCase().includes(needle));
}

export type TrendingFilter = 'all' | 'tech' | 'business' | 'science' | 'other';

export const TRENDING_FILTERS: { value: TrendingFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'tech', label: 'Tecnologia' },
  { value: 'business', label: 'Negócios' },
  { value: 'science', label: 'Ciência' },
  { value: 'other', label: 'Outros' },
];

export const TREND_KEYWORDS: Record<Exclude<TrendingFilter, 'all' | 'other'>, string[]> = {
  tech: ['tecnologia', 'programming', 'ai', 'software', 'tech'],
  business: ['negócios', 'empresa', 'startup', 'business'],
  science: ['ciência', 'research', 'science', 'descoberta'],
};

export const TRENDING_LIMIT = 5;

/**
 * The group a tag falls in: the first whose keyword it contains. Short keywords ('ai') must be a
 * whole word so that e.g. 'mais' is not technology; accents are folded on both sides.
 */
export function classifyTag(tag: string): Exclude<TrendingFilter, 'all'> {
  const text = normalizeTag(tag);
  const words = new Set(text.split(/[^a-z0-9]+/).filter(Boolean));
  for (const group of ['tech', 'business', 'science'] as const) {
    for (const keyword of TREND_KEYWORDS[group]) {
      const k = normalizeTag(keyword);
      if (k.length <= 3 ? words.has(k) : text.includes(k)) return group;
    }
  }
  return 'other';
}

export function trendingTags(tags: TagCount[], filter: TrendingFilter, max = TRENDING_LIMIT): TagCount[] {
  const filtered = filter === 'all' ? tags : tags.filter((t) => classifyTag(t.tag) === filter);
  return filtered.slice(0, max);
}

export const countLabel = (count: number) => `${count} ${count === 1 ? 'artigo' : 'artigos'}`;
