// The static pages' routes (/sobre, /privacidade, /termos, /contato), each a lazy reader page.
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../components/route-states/lazy-page';

export const staticRoutes: RouteObject[] = [
  { path: 'sobre', element: lazyPage(() => import('./pages/AboutPage').then((m) => m.AboutPage)) },
  { path: 'privacidade', element: lazyPage(() => import('./pages/PrivacyPage').then((m) => m.PrivacyPage)) },
  { path: 'termos', element: lazyPage(() => import('./pages/TermsPage').then((m) => m.TermsPage)) },
  { path: 'contato', element: lazyPage(() => import('./pages/ContactPage').then((m) => m.ContactPage)) },
];
