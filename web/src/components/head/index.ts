export { usePageMeta } from './use-page-meta';
export type { PageMeta } from './page-meta';
export { websiteJsonLd, newsArticleJsonLd, type NewsArticleInput } from './structured-data';
export { forgetSiteMeta } from './site-meta';
