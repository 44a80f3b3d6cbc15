// The site's name, texts and navigation, shared by the app and the render function so a rendered
// page and the page the app renders over it say the same thing.
import { ALL_CATEGORIES, EDITOR_CATEGORIES } from './categories.js';
import { categoryPath } from './paths.js';

export const SITE_NAME = 'Pauta';
export const SITE_TAGLINE = 'Notícias sobre tecnologia, inovação, educação e desenvolvimento pessoal';
export const SITE_DESCRIPTION =
  'Pauta é um blog de notícias em português sobre tecnologia, inovação, educação e desenvolvimento pessoal, com análises claras e atualizadas.';
export const SITE_KEYWORDS = 'notícias, tecnologia, inovação, educação, desenvolvimento pessoal, blog';
export const DEFAULT_AUTHOR = 'Equipe Pauta';

export interface SiteLink {
  to: string;
  label: string;
}

/** The header's navigation (and the mobile menu's): home, the six editor categories, topics. */
export const MAIN_NAV_LINKS: SiteLink[] = [
  { to: '/', label: 'Início' },
  ...EDITOR_CATEGORIES.map((c) => ({ to: categoryPath(c.slug), label: c.label })),
  { to: '/topicos', label: 'Tópicos' },
];

const CATEGORY_LABELS = new Map<string, string>(ALL_CATEGORIES.map((c) => [c.slug, c.label]));

export const isKnownCategory = (slug: string): boolean => CATEGORY_LABELS.has(slug);

/** The label of a known category; unknown slugs are shown capitalised with hyphens as spaces. */
export function categoryLabel(slug: string): string {
  const known = CATEGORY_LABELS.get(slug.toLowerCase());
  if (known) return known;
  const words = slug.replace(/-/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Initials for the author avatar: first letters of up to two words. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
