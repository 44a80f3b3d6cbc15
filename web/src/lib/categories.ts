// The footer's category list (labels and paths are @pauta/model's).
import { ALL_CATEGORIES, EDITOR_CATEGORIES } from '@pauta/model';

export const FOOTER_CATEGORIES = [
  ...EDITOR_CATEGORIES.filter((c) => ['tecnologia', 'economia', 'saude', 'esportes'].includes(c.slug)),
  ...ALL_CATEGORIES.filter((c) => c.slug === 'negocios' || c.slug === 'ciencia'),
];
