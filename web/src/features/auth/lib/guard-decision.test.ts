import { describe, expect, it } from 'vitest';
import { decideGuard } from './guard-decision';
import type { Role } from '@pauta/model';

const signedIn = (role: string | null) => ({ status: 'signed-in' as const, role: role as Role });

describe('decideGuard', () => {
  it('shows a spinner while the session loads', () => {
    expect(decideGuard({ session: { status: 'loading', role: null }, area: 'admin' })).toEqual({ kind: 'loading' });
    expect(decideGuard({ session: { status: 'loading', role: null }, area: 'account' })).toEqual({ kind: 'loading' });
  });

  it('sends a visitor to /admin from admin routes and to /login otherwise', () => {
    const session = { status: 'signed-out' as const, role: null };
    expect(decideGuard({ session, area: 'admin' })).toEqual({ kind: 'redirect', to: '/admin' });
    expect(decideGuard({ session, area: 'account' })).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('shows the permission error for a rejected session or a missing/unknown role', () => {
    expect(decideGuard({ session: { status: 'rejected', role: null }, area: 'admin' })).toEqual({
      kind: 'permission-error',
    });
    expect(decideGuard({ session: signedIn(null), area: 'account' })).toEqual({ kind: 'permission-error' });
    expect(decideGuard({ session: signedIn('superuser'), area: 'admin', adminGranted: true })).toEqual({
      kind: 'permission-error',
    });
  });

  it('restricts role user on admin routes but lets them into account routes', () => {
    expect(decideGuard({ session: signedIn('user'), area: 'admin', adminGranted: false })).toEqual({
      kind: 'restricted',
    });
    expect(decideGuard({ session: signedIn('user'), area: 'account' })).toEqual({ kind: 'allow' });
  });

  it('lets staff in once access is granted', () => {
    expect(decideGuard({ session: signedIn('editor'), area: 'admin', adminGranted: true })).toEqual({ kind: 'allow' });
    expect(decideGuard({ session: signedIn('admin'), area: 'admin', adminGranted: false })).toEqual({
      kind: 'restricted',
    });
  });
});
