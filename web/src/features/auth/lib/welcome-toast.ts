import { ADMIN_HOME, isNewsroom, type Role } from '@pauta/model';

/** 'Login realizado': the newsroom (staff and contributors) is welcomed back, everybody else welcomed. */
export function welcomeMessage(role: Role, name: string): string {
  return isNewsroom(role) ? `Bem-vindo(a) de volta, ${name}!` : `Bem-vindo(a), ${name}!`;
}

/** Where a signed-in person goes from a login page: the newsroom to the dashboard, everybody else home. */
export const homeFor = (role: Role | null): string => (isNewsroom(role) ? ADMIN_HOME : '/');
