// The account slots of a server-rendered reader page (islands, see components/island): the server
// renders 'Entrar' (the page is the same for everyone); in a browser with a session they hydrate at
// once and show the account menu in the place the header kept for it (lib/session-hint.ts).
import { lazy, Suspense } from 'react';
import { Button } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../hooks/use-session';
import { carriesAuthError } from '../../../lib/session-hint';

const HeaderAccountMenu = lazy(() => import('./HeaderAccountMenu'));
const MobileAccountMenuContent = lazy(() => import('./MobileAccountMenuContent'));
const AuthHashErrorToast = lazy(() => import('./AuthHashErrorToast'));

function Entry({ mobile = false }: { mobile?: boolean }) {
  return (
    <Button component={Link} to="/login" size={mobile ? undefined : 'sm'} fullWidth={mobile} data-account-entry>
      Entrar
    </Button>
  );
}

export function AccountIsland() {
  const { status } = useSession();
  const { hash } = useLocation();
  return (
    <>
      {carriesAuthError(hash) && (
        <Suspense fallback={null}>
          <AuthHashErrorToast where="site" />
        </Suspense>
      )}
      {status !== 'signed-in' ? (
        <Entry />
      ) : (
        <Suspense fallback={<Entry />}>
          <HeaderAccountMenu />
        </Suspense>
      )}
    </>
  );
}

export function MobileAccountIsland() {
  const { status } = useSession();
  if (status !== 'signed-in') return <Entry mobile />;
  return (
    <Suspense fallback={<Entry mobile />}>
      <MobileAccountMenuContent />
    </Suspense>
  );
}
