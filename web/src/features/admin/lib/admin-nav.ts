// The admin sidebar, in the spec's order; every entry opens its screen. `access` says who sees an
// entry and may open its screen: the whole newsroom (contributors included) or staff only (editors
// and admins). The rules enforce the same on every request.
import { isStaff, type Role } from '@pauta/model';

export type AdminAccess = 'newsroom' | 'staff';

export interface AdminNavItem {
  label: string;
  /** Path under /admin. */
  path: string;
  access: AdminAccess;
}

export const ADMIN_NAV: AdminNavItem[] = [
  { label: 'Dashboard', path: 'dashboard', access: 'newsroom' },
  { label: 'Tendências', path: 'trends', access: 'staff' },
  { label: 'Notícias', path: 'articles', access: 'newsroom' },
  { label: 'Biblioteca de Imagens', path: 'images', access: 'newsroom' },
  { label: 'Posts Gerados', path: 'generated-posts', access: 'staff' },
  { label: 'Agendamentos', path: 'schedules', access: 'staff' },
  { label: 'Usuários', path: 'users', access: 'staff' },
  { label: 'Visitantes', path: 'visitors', access: 'staff' },
  { label: 'Estatísticas de Visualização', path: 'statistics', access: 'staff' },
  { label: 'SEO & Sitemap', path: 'seo', access: 'staff' },
  { label: 'Configurações', path: 'settings', access: 'staff' },
];

const allows = (access: AdminAccess, role: Role | null) => access === 'newsroom' || isStaff(role);

/** The sidebar entries this role sees. */
export const navFor = (role: Role | null) => ADMIN_NAV.filter((item) => allows(item.access, role));

/**
 * Whether this role may open the admin screen at `pathname` (/admin/{section}/...): a section the
 * sidebar does not list is staff only.
 */
export function mayOpenAdminPath(pathname: string, role: Role | null): boolean {
  const section = pathname.split('/')[2] ?? '';
  const item = ADMIN_NAV.find((entry) => entry.path === section);
  return allows(item?.access ?? 'staff', role);
}

/** The sidebar is 64 spacing units wide (64 × 4 px). */
export const SIDEBAR_WIDTH = 256;
