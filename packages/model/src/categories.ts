// Categories: the editor's six and every one a reader page knows (their paths are in paths.ts).

/** The six categories an editor can choose, in the order the editor and the header list them. */
export const EDITOR_CATEGORIES = [
  { slug: 'tecnologia', label: 'Tecnologia' },
  { slug: 'esportes', label: 'Esportes' },
  { slug: 'politica', label: 'Política' },
  { slug: 'economia', label: 'Economia' },
  { slug: 'entretenimento', label: 'Entretenimento' },
  { slug: 'saude', label: 'Saúde' },
] as const;

/** Every category a reader page knows (the editor's six plus the sitemap's extra three). */
export const ALL_CATEGORIES = [
  ...EDITOR_CATEGORIES,
  { slug: 'negocios', label: 'Negócios' },
  { slug: 'ciencia', label: 'Ciência' },
  { slug: 'medicina', label: 'Medicina' },
] as const;

export type EditorCategorySlug = (typeof EDITOR_CATEGORIES)[number]['slug'];
export type CategorySlug = (typeof ALL_CATEGORIES)[number]['slug'];

export const EDITOR_CATEGORY_SLUGS: readonly EditorCategorySlug[] = EDITOR_CATEGORIES.map((c) => c.slug);
export const ALL_CATEGORY_SLUGS: readonly CategorySlug[] = ALL_CATEGORIES.map((c) => c.slug);
