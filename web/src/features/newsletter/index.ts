export { NewsletterCard } from './NewsletterCard';
export { FooterNewsletter } from './FooterNewsletter';
