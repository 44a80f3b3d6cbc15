// Public API of the news feature: the /admin/trends route (lazy) and the article prefill contract.
import type { RouteObject } from 'react-router-dom';

/**
 * What 'Criar Artigo' hands to the article editor:
 * `navigate('/admin/articles/new', { state: { prefill } })`. `content` is HTML (the outline plus
 * the source link); every value is plain text except `content`.
 */
export interface ArticlePrefill {
  title: string;
  excerpt: string;
  content: string;
}

/** The state object the editor receives from 'Criar Artigo'. */
export interface ArticlePrefillState {
  prefill: ArticlePrefill;
}

/** Paths relative to /admin. */
export const newsRoutes: RouteObject[] = [
  {
    path: 'trends',
    lazy: () => import('./components/NewsSearchPage').then((m) => ({ Component: m.NewsSearchPage })),
  },
];
