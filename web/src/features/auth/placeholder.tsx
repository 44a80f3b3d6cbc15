import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

export function SessionProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
export function useSession() {
  return { status: 'signed-out' as const, user: null, profile: null, role: null };
}
export function HeaderAccount() {
  return null;
}
export function MobileAccountMenu() {
  return null;
}
export const authRoutes: RouteObject[] = [];
export const adminRoutes: RouteObject[] = [];
