// /admin (login, unguarded) and /admin/* (guarded, inside the admin layout). All lazy.
import type { RouteObject } from 'react-router-dom';
import { ADMIN_NAV } from './adminNav';
import { RouteLoading } from '../../components/route-states/RouteLoading';
import { RouteFailure } from '../../components/route-states/RouteFailure';
import { newsRoutes } from '../news';
import { articlesAdminRoutes } from '../articles-admin';
import { usersRoutes } from '../users';
import { seoRoutes } from '../seo';
import { settingsRoutes } from '../settings';
import { imageRoutes } from '../images';

const comingSoon = () => import('./ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage }));

export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    HydrateFallback: RouteLoading,
    errorElement: <RouteFailure />,
    children: [
      {
        index: true,
        lazy: () => import('./login/AdminLoginPage').then((m) => ({ Component: m.AdminLoginPage })),
      },
      {
        lazy: () => import('./AdminShell').then((m) => ({ Component: m.AdminShell })),
        children: [
          {
            path: 'dashboard',
            lazy: () => import('./dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
          },
          ...newsRoutes,
          ...articlesAdminRoutes,
          ...usersRoutes,
          ...seoRoutes,
          ...settingsRoutes,
          ...imageRoutes,
          ...ADMIN_NAV.filter((item) => !item.ready).map((item) => ({ path: item.path, lazy: comingSoon })),
          { path: '*', lazy: () => import('../../components/NotFound').then((m) => ({ Component: m.NotFoundPage })) },
        ],
      },
    ],
  },
];
