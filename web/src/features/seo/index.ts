// Public API of the SEO feature: its admin routes (lazy). /test-sitemap is mounted by the reader's
// router straight from ./pages (it must not pull admin code).
import type { RouteObject } from 'react-router-dom';

const seoPage = () => import('./components/SeoPage').then((m) => ({ Component: m.SeoPage }));

export const seoRoutes: RouteObject[] = [
  { path: 'seo', lazy: seoPage },
  { path: 'seo/*', lazy: seoPage },
];
