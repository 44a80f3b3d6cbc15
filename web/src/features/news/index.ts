// Public API of the news feature: the /admin/trends route (lazy) and the article prefill contract.
export { newsRoutes } from './adminRoutes';

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
