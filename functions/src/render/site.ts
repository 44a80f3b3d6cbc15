// Site texts and formats the render function shares with the web app (web/src/lib/site.ts,
// dates.ts, categories.ts, components/head): the same words, so a rendered page and the page the
// app renders after it say the same thing.
import { ALL_CATEGORY_SLUGS } from '../model';

export const SITE_NAME = 'Pauta';
export const SITE_TAGLINE = 'Notícias sobre tecnologia, inovação, educação e desenvolvimento pessoal';
export const SITE_DESCRIPTION =
  'Pauta é um blog de notícias em português sobre tecnologia, inovação, educação e desenvolvimento pessoal, com análises claras e atualizadas.';
export const SITE_KEYWORDS = 'notícias, tecnologia, inovação, educação, desenvolvimento pessoal, blog';
export const DEFAULT_AUTHOR = 'Equipe Pauta';

const CATEGORY_LABELS: Record<(typeof ALL_CATEGORY_SLUGS)[number], string> = {
  tecnologia: 'Tecnologia',
  esportes: 'Esportes',
  politica: 'Política',
  economia: 'Economia',
  entretenimento: 'Entretenimento',
  saude: 'Saúde',
  negocios: 'Negócios',
  ciencia: 'Ciência',
  medicina: 'Medicina',
};

export const isKnownCategory = (slug: string): slug is keyof typeof CATEGORY_LABELS => slug in CATEGORY_LABELS;

export function categoryLabel(slug: string): string {
  if (isKnownCategory(slug)) return CATEGORY_LABELS[slug];
  const words = slug.replace(/-/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Readers are in Brazil; the server has no local time zone of theirs, so Brasília time is used.
const longDate = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});

export const formatLongDate = (date: Date | null): string => (date ? longDate.format(date) : '');

export const fullTitle = (title: string) => (title && title !== SITE_NAME ? `${title} | ${SITE_NAME}` : SITE_NAME);

export const articlePath = (article: { id: string; slug?: string }) =>
  article.slug ? `/artigo/${article.slug}` : `/artigo/id/${article.id}`;

export const tagPath = (tag: string) => `/tag/${encodeURIComponent(tag)}`;

export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
