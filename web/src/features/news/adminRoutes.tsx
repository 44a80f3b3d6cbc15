// The news search screen under /admin (paths relative to /admin). Lazy: admin code only.
import type { RouteObject } from 'react-router-dom';

export const newsRoutes: RouteObject[] = [
  {
    path: 'trends',
    lazy: () => import('./components/NewsSearchPage').then((m) => ({ Component: m.NewsSearchPage })),
  },
];
