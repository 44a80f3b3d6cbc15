// The SEO feature's admin routes (lazy): /admin/seo and its nested tabs.
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../components/route-states/lazy-page';

const seoPage = lazyPage(() => import('./pages/SeoPage').then((m) => m.SeoPage));

export const seoRoutes: RouteObject[] = [
  { path: 'seo', element: seoPage },
  { path: 'seo/*', element: seoPage },
];
