// The newsroom's admin routes (paths relative to /admin): the article list, the article editor and
// the schedules.
// Tiptap and the editor load only with these lazy chunks.
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../components/route-states/lazy-page';

const editorPage = lazyPage(() => import('./pages/ArticleEditorPage').then((m) => m.ArticleEditorPage));

export const articlesAdminRoutes: RouteObject[] = [
  {
    path: 'articles',
    element: lazyPage(() => import('./pages/ArticleListPage').then((m) => m.ArticleListPage)),
  },
  { path: 'articles/new', element: editorPage },
  { path: 'articles/edit/:id', element: editorPage },
  {
    path: 'schedules',
    element: lazyPage(() => import('./pages/SchedulesPage').then((m) => m.SchedulesPage)),
  },
];
