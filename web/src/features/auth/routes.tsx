// The accounts feature's routes. Every page is a lazy chunk, so reader pages never load auth code.
import type { RouteObject } from 'react-router-dom';
import { RouteLoading } from './RouteLoading';

export const authRoutes: RouteObject[] = [
  {
    path: '/login',
    HydrateFallback: RouteLoading,
    lazy: () => import('./login/GoogleLoginPage').then((m) => ({ Component: m.GoogleLoginPage })),
  },
  {
    path: '/perfil',
    HydrateFallback: RouteLoading,
    lazy: () => import('./profile/AccountLayout').then((m) => ({ Component: m.AccountLayout })),
    children: [
      { index: true, lazy: () => import('./profile/ProfilePage').then((m) => ({ Component: m.ProfilePage })) },
    ],
  },
];
