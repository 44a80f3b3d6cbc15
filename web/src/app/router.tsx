// Route table. Every reader page is a lazy chunk; the accounts feature mounts its own routes
// (/login, /perfil) and /admin/* is the admin area (./admin-routes.tsx), with their own layouts, so
// reader pages never load admin code.
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { ADMIN_ROOT, CORRECTIONS_PATH, READER_ROUTES } from '@pauta/model';
import { authRoutes } from '../features/auth';
import { staticRoutes } from '../features/static';
import { lazyPage, preloadPage, type RouteParams } from '../components/route-states/lazy-page';
import { RouteBoundary } from '../components/route-states/RouteBoundary';
import { RouteLoading } from '../components/route-states/RouteLoading';
import { PublicLayout } from './layouts/PublicLayout';
import { prefetchAllArticles, prefetchArticle, prefetchCategory, prefetchHome } from '../features/articles';
import { prefetchTag, prefetchTagCounts } from '../features/topics';
import { cacheRestored, queryClient } from './query';

/** A prefetch runs once the stored cache is in: it may already hold the page's data. */
const afterRestore = (start: (params: RouteParams) => void) => (params: RouteParams) =>
  void cacheRestored.then(() => start(params));

export const publicRoutes: RouteObject[] = [
  {
    index: true,
    element: lazyPage(
      () => import('./routes/HomeRoute').then((m) => m.HomeRoute),
      afterRestore(() => {
        prefetchHome(queryClient);
        prefetchTagCounts(queryClient);
      }),
    ),
  },
  {
    path: READER_ROUTES.articleById,
    element: lazyPage(
      () => import('../features/articles/pages/ArticlePage').then((m) => m.ArticleByIdPage),
      afterRestore((params) => prefetchArticle(queryClient, params)),
    ),
  },
  {
    path: READER_ROUTES.article,
    element: lazyPage(
      () => import('../features/articles/pages/ArticlePage').then((m) => m.ArticleBySlugPage),
      afterRestore((params) => prefetchArticle(queryClient, params)),
    ),
  },
  {
    path: 'artigos',
    element: lazyPage(
      () => import('../features/articles/pages/AllArticlesPage').then((m) => m.AllArticlesPage),
      afterRestore(() => prefetchAllArticles(queryClient)),
    ),
  },
  {
    path: READER_ROUTES.category,
    element: lazyPage(
      () => import('../features/articles/pages/CategoryPage').then((m) => m.CategoryPage),
      afterRestore((params) => prefetchCategory(queryClient, params.category)),
    ),
  },
  {
    path: CORRECTIONS_PATH.slice(1),
    element: lazyPage(() => import('../features/corrections/pages/CorrectionsPage').then((m) => m.CorrectionsPage)),
  },
  {
    path: 'topicos',
    element: lazyPage(
      () => import('../features/topics/pages/TopicsPage').then((m) => m.TopicsPage),
      afterRestore(() => prefetchTagCounts(queryClient)),
    ),
  },
  {
    path: READER_ROUTES.tag,
    element: lazyPage(
      () => import('../features/topics/pages/TopicsPage').then((m) => m.TopicsPage),
      afterRestore((params) => prefetchTag(queryClient, params.tag)),
    ),
  },
  {
    path: 'busca',
    element: lazyPage(() => import('../features/search/pages/SearchPage').then((m) => m.SearchPage)),
  },
  ...staticRoutes,
  {
    path: READER_ROUTES.visitor,
    element: lazyPage(() => import('../features/profiles/pages/VisitorProfilePage').then((m) => m.VisitorProfilePage)),
  },
  {
    path: 'test-sitemap',
    element: lazyPage(() => import('../features/seo/pages/TestSitemapPage').then((m) => m.TestSitemapPage)),
  },
  { path: '*', element: lazyPage(() => import('../components/NotFound').then((m) => m.NotFoundPage)) },
];

export const routes: RouteObject[] = [
  { path: '/', element: <PublicLayout />, children: publicRoutes },
  ...authRoutes,
  { path: `${ADMIN_ROOT}/*`, element: lazyPage(() => import('./AdminArea').then((m) => m.AdminArea)) },
];

export function AppRoutes() {
  // Reader pages wait inside their own layout; this fallback shows only while /admin first loads.
  return <RouteBoundary fallback={<RouteLoading />}>{useRoutes(routes)}</RouteBoundary>;
}

/**
 * Starts the first page's chunk and prefetch now, not when React first renders the page; resolves
 * once the chunk is in. main.tsx renders after it, so the first page never suspends.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => preloadPage(match.route.element, match.params)));
}
