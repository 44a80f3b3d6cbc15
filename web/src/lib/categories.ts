// Category labels for reader pages (header, footer, breadcrumbs, headings).
import { ALL_CATEGORIES, EDITOR_CATEGORIES } from './model';

export const HEADER_CATEGORIES = EDITOR_CATEGORIES;
export const FOOTER_CATEGORIES = [
  ...EDITOR_CATEGORIES.filter((c) => ['tecnologia', 'economia', 'saude', 'esportes'].includes(c.slug)),
  ...ALL_CATEGORIES.filter((c) => c.slug === 'negocios' || c.slug === 'ciencia'),
];

const LABELS = new Map<string, string>(ALL_CATEGORIES.map((c) => [c.slug, c.label]));

/** The label of a known category; unknown slugs are shown capitalised with hyphens as spaces. */
export function categoryLabel(slug: string): string {
  const known = LABELS.get(slug.toLowerCase());
  if (known) return known;
  const words = slug.replace(/-/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
