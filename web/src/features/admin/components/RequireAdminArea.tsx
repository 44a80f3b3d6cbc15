// The /admin/* guard. Its own module: it calls the isAdmin function (firebase/functions), which the
// account pages' guard must not pull into their chunk.
import type { ReactNode } from 'react';
import { grantsAdminArea } from '../lib/admin-access';
import { useAdminCheck } from '../hooks/use-admin-check';
import { decideGuard, renderGuard, useSession } from '../../auth';

/** Admin or editor only (every /admin/* screen). */
export function RequireAdminArea({ children }: { children: ReactNode }) {
  const session = useSession();
  const check = useAdminCheck();
  const adminGranted = grantsAdminArea(session.role, check);
  return renderGuard(decideGuard({ session, area: 'admin', adminGranted }), children);
}
