// The settings feature's admin route (lazy).
import type { RouteObject } from 'react-router-dom';

export const settingsRoutes: RouteObject[] = [
  { path: 'settings', lazy: () => import('./components/SettingsPage').then((m) => ({ Component: m.SettingsPage })) },
];
