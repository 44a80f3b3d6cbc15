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

/** The footer's useful links. */
export const FOOTER_LINKS: SiteLink[] = [
  { to: '/sobre', label: 'Sobre nós' },
  { to: '/artigos', label: 'Todos os artigos' },
  { to: '/topicos', label: 'Tópicos' },
  { to: '/contato', label: 'Contato' },
  { to: '/privacidade', label: 'Política de Privacidade' },
  { to: '/termos', label: 'Termos de Uso' },
  { to: '/admin', label: 'Área administrativa' },
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

/** A configured site URL as a base for absolute links (origin and path, no trailing slash), or null unless http(s). */
export function siteBaseUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return null;
  }
}
