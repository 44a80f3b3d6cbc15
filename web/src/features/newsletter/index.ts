// Public API of the newsletter feature: the reader forms and the admin route (lazy).
export { NewsletterCard } from './components/NewsletterCard';
export { FooterNewsletter } from './components/FooterNewsletter';
export { newsletterAdminRoutes } from './admin-routes';
