// The statistics feature's admin screens (lazy): /admin/statistics (and one article's curve) and
// /admin/visitors.
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../components/route-states/lazy-page';

export const statisticsRoutes: RouteObject[] = [
  {
    path: 'statistics',
    element: lazyPage(() => import('./pages/StatisticsPage').then((m) => m.StatisticsPage)),
  },
  {
    path: 'statistics/articles/:articleId',
    element: lazyPage(() => import('./pages/ArticleStatisticsPage').then((m) => m.ArticleStatisticsPage)),
  },
  {
    path: 'visitors',
    element: lazyPage(() => import('./pages/VisitorsPage').then((m) => m.VisitorsPage)),
  },
];
