// The /admin route table: the admin feature's login and, inside its guarded shell, every feature's
// admin screens (each feature exports them from its admin-routes.tsx, paths relative to /admin,
// lazy pages only). The bundle gate counts what the admin-routes files load as the admin area.
import { Outlet, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../components/route-states/lazy-page';
import { RouteLoading } from '../components/route-states/RouteLoading';
import { RouteBoundary } from '../components/route-states/RouteBoundary';
import { adminLoginRoute, adminRoutes, adminShellRoute } from '../features/admin';
import { newsRoutes } from '../features/news';
import { articlesAdminRoutes } from '../features/articles-admin';
import { usersRoutes } from '../features/users';
import { seoRoutes } from '../features/seo';
import { settingsRoutes } from '../features/settings';
import { imageRoutes } from '../features/images';
import { statisticsRoutes } from '../features/statistics';
import { newsletterAdminRoutes } from '../features/newsletter';

export const adminAreaRoutes: RouteObject[] = [
  {
    element: (
      <RouteBoundary fallback={<RouteLoading />}>
        <Outlet />
      </RouteBoundary>
    ),
    children: [
      adminLoginRoute,
      adminShellRoute([
        ...adminRoutes,
        ...newsRoutes,
        ...articlesAdminRoutes,
        ...usersRoutes,
        ...seoRoutes,
        ...settingsRoutes,
        ...imageRoutes,
        ...statisticsRoutes,
        ...newsletterAdminRoutes,
        { path: '*', element: lazyPage(() => import('../components/NotFound').then((m) => m.NotFoundPage)) },
      ]),
    ],
  },
];
