// The static pages' reader routes (/sobre, /privacidade, /termos, /contato), rendered by the server.
import type { ComponentType } from 'react';

export const staticRoutes: { path: string; load: () => Promise<ComponentType> }[] = [
  { path: 'sobre', load: () => import('./pages/AboutPage').then((m) => m.AboutPage) },
  { path: 'privacidade', load: () => import('./pages/PrivacyPage').then((m) => m.PrivacyPage) },
  { path: 'termos', load: () => import('./pages/TermsPage').then((m) => m.TermsPage) },
  { path: 'contato', load: () => import('./pages/ContactPage').then((m) => m.ContactPage) },
];
