// Public API of the newsletter feature: the reader forms (islands, loaded on demand) and the admin route (lazy).
export { newsletterAdminRoutes } from './admin-routes';
export const loadNewsletterIslands = () => import('./components/islands');
