// The header's account slots. The session arrives after the first paint, and so does the code of
// the menus (buttons, avatar): reader pages do not carry it on their critical path.
import { lazy, Suspense, useEffect } from 'react';
import { Skeleton } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { useSession } from '../hooks/use-session';
import { carriesAuthError } from '../../../lib/session-hint';

const loadHeaderMenu = () => import('./HeaderAccountMenu');
const HeaderAccountMenu = lazy(loadHeaderMenu);
const MobileAccountMenuContent = lazy(() => import('./MobileAccountMenuContent'));
const AuthHashErrorToast = lazy(() => import('./AuthHashErrorToast'));

const accountSkeleton = <Skeleton height={32} width={96} radius="xl" role="status" aria-label="Carregando conta" />;

export function HeaderAccount() {
  const { hash } = useLocation();
  const { status } = useSession();
  // Fetched while the session resolves, so the menu is ready when it is.
  useEffect(() => void loadHeaderMenu(), []);
  return (
    <>
      {carriesAuthError(hash) && (
        <Suspense fallback={null}>
          <AuthHashErrorToast where="site" />
        </Suspense>
      )}
      {status === 'loading' ? (
        accountSkeleton
      ) : (
        <Suspense fallback={accountSkeleton}>
          <HeaderAccountMenu />
        </Suspense>
      )}
    </>
  );
}

/** The mobile menu's account part (the menu itself is a lazy chunk). */
export function MobileAccountMenu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Suspense fallback={accountSkeleton}>
      <MobileAccountMenuContent onNavigate={onNavigate} />
    </Suspense>
  );
}
