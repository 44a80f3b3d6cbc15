// The route guard's state machine (pure).
import { ADMIN_ROOT, isRole } from '@pauta/model';
import type { SessionState } from './session-state';

export type GuardArea = 'admin' | 'account';

export type GuardDecision =
  | { kind: 'loading' }
  | { kind: 'redirect'; to: typeof ADMIN_ROOT | '/login' }
  | { kind: 'permission-error' }
  | { kind: 'restricted' }
  | { kind: 'allow' };

export interface GuardInput {
  session: Pick<SessionState, 'status' | 'role'>;
  area: GuardArea;
  /** Only for the admin area: the outcome of grantsAdminArea (role + isAdmin check). */
  adminGranted?: boolean;
}

export function decideGuard({ session, area, adminGranted }: GuardInput): GuardDecision {
  if (session.status === 'loading') return { kind: 'loading' };
  if (session.status === 'rejected') return { kind: 'permission-error' };
  if (session.status === 'signed-out') return { kind: 'redirect', to: area === 'admin' ? ADMIN_ROOT : '/login' };
  if (!isRole(session.role)) return { kind: 'permission-error' };
  if (area === 'admin' && !adminGranted) return { kind: 'restricted' };
  return { kind: 'allow' };
}
