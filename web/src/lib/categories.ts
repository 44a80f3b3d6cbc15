// Category labels and the footer's category list for reader pages.
import { ALL_CATEGORIES, EDITOR_CATEGORIES } from './model';

export const FOOTER_CATEGORIES = [
  ...EDITOR_CATEGORIES.filter((c) => ['tecnologia', 'economia', 'saude', 'esportes'].includes(c.slug)),
  ...ALL_CATEGORIES.filter((c) => c.slug === 'negocios' || c.slug === 'ciencia'),
];

export { categoryLabel } from './model';
