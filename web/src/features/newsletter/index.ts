export { NewsletterCard } from './components/NewsletterCard';
export { FooterNewsletter } from './components/FooterNewsletter';
