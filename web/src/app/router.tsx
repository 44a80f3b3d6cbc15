// The app's route table: the accounts feature's pages (/login, /perfil), the admin area
// (./admin-routes.tsx) and /test-sitemap. Every other address is a reader page, which the server
// renders (app/reader): a link to one from inside the app loads that page.
import { useLayoutEffect } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ADMIN_ROOT } from '@pauta/model';
import { authRoutes } from '../features/auth';
import { lazyPage, preloadPage } from '../components/route-states/lazy-page';
import { RouteBoundary } from '../components/route-states/RouteBoundary';
import { RouteLoading } from '../components/route-states/RouteLoading';
import { NotFoundPage } from '../components/NotFound';
import { carryRecentToasts } from '../lib/notify';

/** A reader page reached from inside the app: the server's page replaces the app's history entry. */
function ServerPage() {
  const location = useLocation();
  const fromTheApp = location.key !== 'default';
  useLayoutEffect(() => {
    if (!fromTheApp) return;
    carryRecentToasts(); // a 'Login realizado' shown a moment ago goes on with the reader
    window.location.replace(`${location.pathname}${location.search}${location.hash}`);
  }, [fromTheApp, location]);
  // Opened as the app's page (a local dev server without the render function): nothing to show.
  return fromTheApp ? null : <NotFoundPage />;
}

export const routes: RouteObject[] = [
  ...authRoutes,
  {
    path: '/test-sitemap',
    element: lazyPage(() => import('../features/auth/pages/AccountLayout').then((m) => m.AccountLayout)),
    children: [
      {
        index: true,
        element: lazyPage(() => import('../features/seo/pages/TestSitemapPage').then((m) => m.TestSitemapPage)),
      },
    ],
  },
  { path: `${ADMIN_ROOT}/*`, element: lazyPage(() => import('./AdminArea').then((m) => m.AdminArea)) },
  { path: '*', element: <ServerPage /> },
];

export function AppRoutes() {
  return <RouteBoundary fallback={<RouteLoading />}>{useRoutes(routes)}</RouteBoundary>;
}

/**
 * Starts the first page's chunk now, not when React first renders the page; resolves once it is
 * in. main.tsx renders after it, so the first page never suspends.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => preloadPage(match.route.element, match.params)));
}
