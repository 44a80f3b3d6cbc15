// Public API of the news feature: the /admin/trends route (lazy). What 'Criar Artigo' hands to the
// article editor is @pauta/model's ArticlePrefillState.
export { newsRoutes } from './admin-routes';
