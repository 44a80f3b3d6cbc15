// Below /admin: the login (index, unguarded) and the screens (guarded, inside the admin layout).
// All lazy.
import { Outlet, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../components/route-states/lazy-page';
import { ADMIN_NAV } from './adminNav';
import { RouteLoading } from '../../components/route-states/RouteLoading';
import { RouteBoundary } from '../../components/route-states/RouteBoundary';
import { newsRoutes } from '../news';
import { articlesAdminRoutes } from '../articles-admin';
import { usersRoutes } from '../users';
import { seoRoutes } from '../seo';
import { settingsRoutes } from '../settings';
import { imageRoutes } from '../images';
import { newsletterAdminRoutes } from '../newsletter';

const comingSoon = lazyPage(() => import('./ComingSoonPage').then((m) => m.ComingSoonPage));

export const adminRoutes: RouteObject[] = [
  {
    element: (
      <RouteBoundary fallback={<RouteLoading />}>
        <Outlet />
      </RouteBoundary>
    ),
    children: [
      {
        index: true,
        element: lazyPage(() => import('./login/AdminLoginPage').then((m) => m.AdminLoginPage)),
      },
      {
        element: lazyPage(() => import('./AdminShell').then((m) => m.AdminShell)),
        children: [
          {
            path: 'dashboard',
            element: lazyPage(() => import('./dashboard/DashboardPage').then((m) => m.DashboardPage)),
          },
          ...newsRoutes,
          ...articlesAdminRoutes,
          ...usersRoutes,
          ...seoRoutes,
          ...settingsRoutes,
          ...imageRoutes,
          ...newsletterAdminRoutes,
          ...ADMIN_NAV.filter((item) => !item.ready).map((item) => ({ path: item.path, element: comingSoon })),
          { path: '*', element: lazyPage(() => import('../../components/NotFound').then((m) => m.NotFoundPage)) },
        ],
      },
    ],
  },
];
