// The admin sidebar, in the spec's order. `ready: false` screens show the "coming later" page.
export interface AdminNavItem {
  label: string;
  /** Path under /admin. */
  path: string;
  ready: boolean;
}

export const ADMIN_NAV: AdminNavItem[] = [
  { label: 'Dashboard', path: 'dashboard', ready: true },
  { label: 'Tendências', path: 'trends', ready: true },
  { label: 'Notícias', path: 'articles', ready: true },
  { label: 'Biblioteca de Imagens', path: 'images', ready: true },
  { label: 'Posts Gerados', path: 'generated-posts', ready: false },
  { label: 'Agendamentos', path: 'schedules', ready: true },
  { label: 'Usuários', path: 'users', ready: true },
  { label: 'Visitantes', path: 'visitors', ready: true },
  { label: 'Estatísticas de Visualização', path: 'statistics', ready: true },
  { label: 'SEO & Sitemap', path: 'seo', ready: true },
  { label: 'Configurações', path: 'settings', ready: true },
];

/** The sidebar is 64 spacing units wide (64 × 4 px). */
export const SIDEBAR_WIDTH = 256;
