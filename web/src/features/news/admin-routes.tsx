// The news search screen under /admin (paths relative to /admin). Lazy: admin code only.
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../components/route-states/lazy-page';

export const newsRoutes: RouteObject[] = [
  {
    path: 'trends',
    element: lazyPage(() => import('./pages/NewsSearchPage').then((m) => m.NewsSearchPage)),
  },
];
