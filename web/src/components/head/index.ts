export { usePageMeta } from './usePageMeta';
export { applyPageMeta, fullTitle, type PageMeta } from './page-meta';
export { websiteJsonLd, newsArticleJsonLd, type NewsArticleInput } from './structured-data';
