// Route table. Every reader page is a lazy chunk; the accounts feature mounts its own routes
// (/login, /admin, /perfil, /admin/*) with their own layouts, so reader pages never load admin code.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { adminRoutes } from '../features/admin';
import { authRoutes } from '../features/auth';
import { PublicLayout } from './layouts/PublicLayout';
import { RouteError } from './RouteError';
import { ShellFallback } from './layouts/ShellFallback';
import { prefetchAllArticles, prefetchArticle, prefetchCategory, prefetchHome } from '../features/articles';
import { prefetchTag, prefetchTagCounts } from '../features/topics';
import { queryClient, cacheRestored } from './query';

/**
 * A loader that starts the page's queries while its code downloads (render-as-you-fetch). It never
 * blocks navigation; the pages' hooks pick up the same cache entries.
 */
const prefetch =
  (start: (params: Record<string, string | undefined>) => void) =>
  ({ params }: { params: Record<string, string | undefined> }) => {
    void cacheRestored.then(() => start(params));
    return null;
  };

export const publicRoutes: RouteObject[] = [
  {
    index: true,
    loader: prefetch(() => {
      prefetchHome(queryClient);
      prefetchTagCounts(queryClient);
    }),
    lazy: () => import('./routes/HomeRoute').then((m) => ({ Component: m.HomeRoute })),
  },
  {
    path: 'artigo/id/:id',
    loader: prefetch((params) => prefetchArticle(queryClient, params)),
    lazy: () => import('../features/articles/pages/ArticlePage').then((m) => ({ Component: m.ArticleByIdPage })),
  },
  {
    path: 'artigo/:slug',
    loader: prefetch((params) => prefetchArticle(queryClient, params)),
    lazy: () => import('../features/articles/pages/ArticlePage').then((m) => ({ Component: m.ArticleBySlugPage })),
  },
  {
    path: 'artigos',
    loader: prefetch(() => prefetchAllArticles(queryClient)),
    lazy: () => import('../features/articles/pages/AllArticlesPage').then((m) => ({ Component: m.AllArticlesPage })),
  },
  {
    path: 'categoria/:category',
    loader: prefetch((params) => prefetchCategory(queryClient, params.category)),
    lazy: () => import('../features/articles/pages/CategoryPage').then((m) => ({ Component: m.CategoryPage })),
  },
  {
    path: 'topicos',
    loader: prefetch(() => prefetchTagCounts(queryClient)),
    lazy: () => import('../features/topics/pages/TopicsPage').then((m) => ({ Component: m.TopicsPage })),
  },
  {
    path: 'tag/:tag',
    loader: prefetch((params) => prefetchTag(queryClient, params.tag)),
    lazy: () => import('../features/topics/pages/TopicsPage').then((m) => ({ Component: m.TopicsPage })),
  },
  {
    path: 'busca',
    lazy: () => import('../features/search/pages/SearchPage').then((m) => ({ Component: m.SearchPage })),
  },
  {
    path: 'sobre',
    lazy: () => import('../features/static/pages/StaticPages').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: 'privacidade',
    lazy: () => import('../features/static/pages/StaticPages').then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    path: 'termos',
    lazy: () => import('../features/static/pages/StaticPages').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: 'contato',
    lazy: () => import('../features/static/pages/StaticPages').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: 'visitante/:id',
    lazy: () =>
      import('../features/profiles/pages/VisitorProfilePage').then((m) => ({ Component: m.VisitorProfilePage })),
  },
  {
    path: 'test-sitemap',
    lazy: () => import('../features/seo/pages/TestSitemapPage').then((m) => ({ Component: m.TestSitemapPage })),
  },
  { path: '*', lazy: () => import('../components/NotFound').then((m) => ({ Component: m.NotFoundPage })) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <PublicLayout />,
    errorElement: <RouteError />,
    HydrateFallback: ShellFallback,
    children: publicRoutes,
  },
  ...authRoutes,
  ...adminRoutes,
];

export const router = createBrowserRouter(routes);
