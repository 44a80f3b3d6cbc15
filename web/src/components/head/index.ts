export { usePageMeta, useSiteOrigin, PageMetaCollector, SiteOriginContext } from './use-page-meta';
export type { PageMeta } from './page-meta';
export {
  websiteJsonLd,
  newsArticleJsonLd,
  liveBlogPostingJsonLd,
  type NewsArticleInput,
  type LiveBlogInput,
} from './structured-data';
export { forgetSiteMeta, siteMetaFrom, type SiteMeta } from './site-meta';
export { fullTitle, pageHeadTags, headTagsHtml, scriptJson } from './head-tags';
