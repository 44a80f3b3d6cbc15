import { ADMIN_HOME, isStaff, type Role } from '@pauta/model';

/** 'Login realizado': staff are welcomed back, everybody else welcomed. */
export function welcomeMessage(role: Role, name: string): string {
  return isStaff(role) ? `Bem-vindo(a) de volta, ${name}!` : `Bem-vindo(a), ${name}!`;
}

/** Where a signed-in person goes from a login page: staff to the dashboard, everybody else home. */
export const homeFor = (role: Role | null): string => (isStaff(role) ? ADMIN_HOME : '/');
