// The admin feature's routes below /admin, all lazy: the login (the area's index, unguarded), the
// guarded shell every admin screen renders in and the dashboard. app/admin-routes.tsx puts every
// feature's admin screens inside the shell.
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../components/route-states/lazy-page';

export const adminLoginRoute: RouteObject = {
  index: true,
  element: lazyPage(() => import('./pages/AdminLoginPage').then((m) => m.AdminLoginPage)),
};

/** The admin layout behind the guard (admin or editor only), around `screens`. */
export const adminShellRoute = (screens: RouteObject[]): RouteObject => ({
  element: lazyPage(() => import('./pages/AdminShell').then((m) => m.AdminShell)),
  children: screens,
});

export const adminRoutes: RouteObject[] = [
  { path: 'dashboard', element: lazyPage(() => import('./pages/DashboardPage').then((m) => m.DashboardPage)) },
];
