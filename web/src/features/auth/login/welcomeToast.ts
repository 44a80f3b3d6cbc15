import type { Role } from '../../../lib/model';

/** 'Login realizado': staff are welcomed back, everybody else welcomed. */
export function welcomeMessage(role: Role, name: string): string {
  return role === 'admin' || role === 'editor' ? `Bem-vindo(a) de volta, ${name}!` : `Bem-vindo(a), ${name}!`;
}

/** Where a signed-in person goes from a login page: staff to the dashboard, everybody else home. */
export const homeFor = (role: Role | null): string =>
  role === 'admin' || role === 'editor' ? '/admin/dashboard' : '/';
