// The account slots of a server-rendered reader page (islands, see components/island): the server
// renders 'Entrar' (the page is the same for everyone); in a browser with a session they hydrate at
// once and show the account menu in the place the header kept for it (lib/session-hint.ts).
import { lazy, Suspense } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSession } from '../hooks/use-session';
import { useAddressHash } from '../hooks/use-address-hash';
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
  // The island's router stays on the address the page loaded with; the hash is followed here.
  const hash = useAddressHash();
  return (
    <>
      {carriesAuthError(hash) && (
        <Suspense fallback={null}>
          <AuthHashErrorToast where="site" hash={hash} />
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
