// The reader pages, rendered by the server (app/reader/server): react-router path patterns and
// their page components (each loaded once by the server; the browser never loads them whole, only
// their islands). Any other path is the not-found page.
import type { ComponentType } from 'react';
import { CORRECTIONS_PATH, READER_ROUTES } from '@pauta/model';
import { staticRoutes } from '../../features/static';

export interface ReaderRoute {
  path: string;
  load(): Promise<ComponentType>;
}

const articlePage = () => import('../../features/articles/pages/ArticlePage').then((m) => m.ArticlePage);
const topicsPage = () => import('../../features/topics/pages/TopicsPage').then((m) => m.TopicsPage);

export const READER_PAGES: ReaderRoute[] = [
  { path: '/', load: () => import('../routes/HomeRoute').then((m) => m.HomeRoute) },
  { path: READER_ROUTES.articleById, load: articlePage },
  { path: READER_ROUTES.article, load: articlePage },
  {
    path: 'artigos',
    load: () => import('../../features/articles/pages/AllArticlesPage').then((m) => m.AllArticlesPage),
  },
  {
    path: READER_ROUTES.category,
    load: () => import('../../features/articles/pages/CategoryPage').then((m) => m.CategoryPage),
  },
  { path: 'topicos', load: topicsPage },
  { path: READER_ROUTES.tag, load: topicsPage },
  { path: 'busca', load: () => import('../../features/search/pages/SearchPage').then((m) => m.SearchPage) },
  {
    path: CORRECTIONS_PATH,
    load: () => import('../../features/corrections/pages/CorrectionsPage').then((m) => m.CorrectionsPage),
  },
  ...staticRoutes,
  {
    path: READER_ROUTES.visitor,
    load: () => import('../../features/profiles/pages/VisitorProfilePage').then((m) => m.VisitorProfilePage),
  },
];

export const loadNotFoundPage = () => import('../../components/NotFound').then((m) => m.NotFoundPage);
