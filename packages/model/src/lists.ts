// How many articles each reader list shows at a time. The render function's first page of a list
// is the app's first page of it, so the app boots from the rendered data without reading again.
export const LIST_PAGE_SIZES = {
  category: 9,
  tag: 9,
  /** /artigos */
  all: 12,
  /** A visitor profile's published articles (one page). */
  author: 12,
  /** What 'Carregar mais artigos' adds to the home's category showcase. */
  showcase: 6,
} as const;
