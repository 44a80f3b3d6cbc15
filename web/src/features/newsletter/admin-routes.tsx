// The newsletter's admin screen, a tab of 'Configurações' (lazy: the bundle gate counts what this
// file loads as admin code).
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../components/route-states/lazy-page';

export const newsletterAdminRoutes: RouteObject[] = [
  {
    path: 'settings/newsletter',
    element: lazyPage(() => import('./pages/NewsletterAdminPage').then((m) => m.NewsletterAdminPage)),
  },
];
