// Public API of the newsroom feature: the article list and the article editor, as lazy admin
// routes (paths relative to /admin). Tiptap and the editor load only with these chunks.
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
