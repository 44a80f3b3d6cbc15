import { HEADER_CATEGORIES } from '../../lib/categories';
import { categoryPath } from '../../lib/model';

export const NAV_LINKS: { to: string; label: string }[] = [
  { to: '/', label: 'Início' },
  ...HEADER_CATEGORIES.map((c) => ({ to: categoryPath(c.slug), label: c.label })),
  { to: '/topicos', label: 'Tópicos' },
];
