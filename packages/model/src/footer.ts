// The footer's links, shared by the app's footer (loaded after the first paint) and the rendered
// pages' footer.
import { ADMIN_ROOT } from './admin.js';
import type { SiteLink } from './site.js';
import { CORRECTIONS_PATH } from './paths.js';

/** The footer's useful links. */
export const FOOTER_LINKS: SiteLink[] = [
  { to: '/sobre', label: 'Sobre nós' },
  { to: '/artigos', label: 'Todos os artigos' },
  { to: '/topicos', label: 'Tópicos' },
  { to: CORRECTIONS_PATH, label: 'Correções' },
  { to: '/contato', label: 'Contato' },
  { to: '/privacidade', label: 'Política de Privacidade' },
  { to: '/termos', label: 'Termos de Uso' },
  { to: ADMIN_ROOT, label: 'Área administrativa' },
];
