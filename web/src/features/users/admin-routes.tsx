// The users feature's admin route (lazy).
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../components/route-states/lazy-page';

export const usersRoutes: RouteObject[] = [
  { path: 'users', element: lazyPage(() => import('./pages/UsersPage').then((m) => m.UsersPage)) },
];
