// Public API of the SEO feature: its admin routes (lazy). /test-sitemap is mounted by the reader's
// router straight from ./pages (it must not pull admin code).
export { seoRoutes } from './admin-routes';
