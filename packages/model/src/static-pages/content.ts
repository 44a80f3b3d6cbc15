// What a static page is made of. The HTML is ours and constant (never user input), so the app and
// the render function both insert it as is.

export const CONTACT_EMAIL = 'contato@pauta.com.br';

export interface StaticPageContent {
  path: string;
  title: string;
  description: string;
  html: string;
}
