// The newsroom's admin routes (paths relative to /admin): the article list and the article editor.
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
];
