// The newsletter feature's islands (components/island): the home page's card and the footer's
// form, sent with fetch once hydrated (plain forms posting to the newsletter function before).
export { NewsletterCard } from './NewsletterCard';
export { FooterNewsletter } from './FooterNewsletter';
