// Public API of the news feature: the /admin/trends and /admin/generated-posts routes (lazy). What
// 'Criar Artigo' hands to the article editor is @pauta/model's ArticlePrefillState.
export { newsRoutes } from './admin-routes';
