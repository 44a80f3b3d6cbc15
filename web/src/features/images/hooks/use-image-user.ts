// The signed-in staff member whose library is shown.
import { useSession } from '../../auth';
import { ROLE } from '@pauta/model';

export function useImageUser(): { uid: string; isAdmin: boolean } | null {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return { uid: session.user.id, isAdmin: session.role === ROLE.admin };
}
