// The SEO feature's admin routes (lazy): /admin/seo and its nested tabs.
import type { RouteObject } from 'react-router-dom';

const seoPage = () => import('./components/SeoPage').then((m) => ({ Component: m.SeoPage }));

export const seoRoutes: RouteObject[] = [
  { path: 'seo', lazy: seoPage },
  { path: 'seo/*', lazy: seoPage },
];
