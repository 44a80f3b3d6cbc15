// Admin routes of the image library (paths relative to /admin), lazy: the bundle gate counts what
// this file loads as admin code.
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../components/route-states/lazy-page';

export const imageRoutes: RouteObject[] = [
  { path: 'images', element: lazyPage(() => import('./pages/ImagesPage').then((m) => m.ImagesPage)) },
];
