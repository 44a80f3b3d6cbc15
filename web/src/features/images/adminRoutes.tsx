// Admin routes of the image library (paths relative to /admin), lazy: the bundle gate counts what
// this file loads as admin code.
import type { RouteObject } from 'react-router-dom';

export const imageRoutes: RouteObject[] = [
  { path: 'images', lazy: () => import('./pages/ImagesPage').then((m) => ({ Component: m.ImagesPage })) },
];
