// The settings feature's admin route (lazy).
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../components/route-states/lazy-page';

export const settingsRoutes: RouteObject[] = [
  { path: 'settings', element: lazyPage(() => import('./pages/SettingsPage').then((m) => m.SettingsPage)) },
];
