// The site's static pages (/sobre, /privacidade, /termos, /contato): one text for the app and the
// render function. Each page is its own module (@pauta/model/static-pages/<page>), so the app's
// chunk for one page carries only that page's text.
import { ABOUT_PAGE } from './about.js';
import { CONTACT_PAGE } from './contact.js';
import { PRIVACY_PAGE } from './privacy.js';
import { TERMS_PAGE } from './terms.js';

export { CONTACT_EMAIL, type StaticPageContent } from './content.js';
export { ABOUT_PAGE, CONTACT_PAGE, PRIVACY_PAGE, TERMS_PAGE };

export const STATIC_PAGES = {
  '/sobre': ABOUT_PAGE,
  '/privacidade': PRIVACY_PAGE,
  '/termos': TERMS_PAGE,
  '/contato': CONTACT_PAGE,
} as const;

export type StaticPagePath = keyof typeof STATIC_PAGES;
