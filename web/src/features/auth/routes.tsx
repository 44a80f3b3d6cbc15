// The accounts feature's routes. Every page is a lazy chunk, so reader pages never load auth code.
import { Outlet, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../components/route-states/lazy-page';
import { RouteBoundary } from '../../components/route-states/RouteBoundary';
import { RouteLoading } from '../../components/route-states/RouteLoading';

export const authRoutes: RouteObject[] = [
  {
    element: (
      <RouteBoundary fallback={<RouteLoading />}>
        <Outlet />
      </RouteBoundary>
    ),
    children: [
      { path: '/login', element: lazyPage(() => import('./pages/GoogleLoginPage').then((m) => m.GoogleLoginPage)) },
      {
        path: '/perfil',
        element: lazyPage(() => import('./pages/AccountLayout').then((m) => m.AccountLayout)),
        children: [{ index: true, element: lazyPage(() => import('./pages/ProfilePage').then((m) => m.ProfilePage)) }],
      },
    ],
  },
];
