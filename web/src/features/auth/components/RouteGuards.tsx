// Route guards: the pure decision (guardDecision.ts) rendered as spinner, redirect or guard page.
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../hooks/use-session';
import { decideGuard, type GuardDecision } from '../lib/guard-decision';
import { GuardLoading, PermissionErrorPage, RestrictedAccessPage } from './GuardScreens';

export function renderGuard(decision: GuardDecision, children: ReactNode) {
  switch (decision.kind) {
    case 'loading':
      return <GuardLoading />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'permission-error':
      return <PermissionErrorPage />;
    case 'restricted':
      return <RestrictedAccessPage />;
    case 'allow':
      return <>{children}</>;
  }
}

/** Any signed-in person with a valid role (e.g. /perfil). */
export function RequireAccount({ children }: { children: ReactNode }) {
  const session = useSession();
  const { refreshProfile } = session;
  // Account pages show the stored profile: re-read it (and its role) when they open.
  useEffect(() => {
    void refreshProfile();
  }, [refreshProfile]);
  return renderGuard(decideGuard({ session, area: 'account' }), children);
}
