// Public API of the newsletter feature: the reader forms and the admin route (lazy).
export { NewsletterCard } from './NewsletterCard';
export { FooterNewsletter } from './FooterNewsletter';
export { newsletterAdminRoutes } from './adminRoutes';
