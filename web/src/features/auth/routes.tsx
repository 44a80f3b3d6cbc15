// The accounts feature's routes. Every page is a lazy chunk, so reader pages never load auth code.
import type { RouteObject } from 'react-router-dom';
import { RouteFailure } from '../../components/route-states/RouteFailure';
import { RouteLoading } from '../../components/route-states/RouteLoading';

/** Shown while the first route chunk loads, and when it cannot be loaded. */
const shell = { HydrateFallback: RouteLoading, errorElement: <RouteFailure /> };

export const authRoutes: RouteObject[] = [
  {
    path: '/login',
    ...shell,
    lazy: () => import('./login/GoogleLoginPage').then((m) => ({ Component: m.GoogleLoginPage })),
  },
  {
    path: '/perfil',
    ...shell,
    lazy: () => import('./profile/AccountLayout').then((m) => ({ Component: m.AccountLayout })),
    children: [
      { index: true, lazy: () => import('./profile/ProfilePage').then((m) => ({ Component: m.ProfilePage })) },
    ],
  },
];
