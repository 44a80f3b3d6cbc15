// The news screens under /admin (paths relative to /admin): the news search ('Tendências') and the
// pautas saved from it ('Posts Gerados'). Lazy: admin code only.
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../components/route-states/lazy-page';

export const newsRoutes: RouteObject[] = [
  {
    path: 'trends',
    element: lazyPage(() => import('./pages/NewsSearchPage').then((m) => m.NewsSearchPage)),
  },
  {
    path: 'generated-posts',
    element: lazyPage(() => import('./pages/GeneratedPostsPage').then((m) => m.GeneratedPostsPage)),
  },
];
