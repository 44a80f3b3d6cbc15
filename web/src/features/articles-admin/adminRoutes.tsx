// The newsroom's admin routes (paths relative to /admin): the article list and the article editor.
// Tiptap and the editor load only with these lazy chunks.
import type { RouteObject } from 'react-router-dom';

const editorPage = () => import('./editor/ArticleEditorPage').then((m) => ({ Component: m.ArticleEditorPage }));

export const articlesAdminRoutes: RouteObject[] = [
  {
    path: 'articles',
    lazy: () => import('./list/ArticleListPage').then((m) => ({ Component: m.ArticleListPage })),
  },
  { path: 'articles/new', lazy: editorPage },
  { path: 'articles/edit/:id', lazy: editorPage },
];
