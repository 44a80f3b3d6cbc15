// The users feature's admin route (lazy).
import type { RouteObject } from 'react-router-dom';

export const usersRoutes: RouteObject[] = [
  { path: 'users', lazy: () => import('./components/UsersPage').then((m) => ({ Component: m.UsersPage })) },
];
