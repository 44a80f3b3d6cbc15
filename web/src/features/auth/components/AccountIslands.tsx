// The account slots of a server-rendered reader page (islands, see components/island): the server
// renders 'Entrar' (the page is the same for everyone); in a browser with a session they hydrate at
// once and show the account menu in the place the header kept for it (lib/session-hint.ts).
import { lazy, Suspense } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSession } from '../hooks/use-session';

const HeaderAccountMenu = lazy(() => import('./HeaderAccountMenu'));
const MobileAccountMenuContent = lazy(() => import('./MobileAccountMenuContent'));

function Entry({ mobile = false }: { mobile?: boolean }) {
  return (
    <Button component={Link} to="/login" size={mobile ? undefined : 'sm'} fullWidth={mobile} data-account-entry>
      Entrar
    </Button>
  );
}

export function AccountIsland() {
  const { status } = useSession();
  if (status !== 'signed-in') return <Entry />;
  return (
    <Suspense fallback={<Entry />}>
      <HeaderAccountMenu />
    </Suspense>
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
