// Who may enter the admin area: the isAdmin function's answer decides, with the
// profile role as the fallback. The rules on the server enforce roles; this only picks the screen.
import { isNewsroom, ROLE, type Role } from '@pauta/model';

export type AdminCheck = { state: 'pending' } | { state: 'done'; isAdmin: boolean } | { state: 'failed' };

/**
 * A true result, or the role editor or contributor, counts (a stored 'admin' the server no longer
 * confirms does not); while pending or after a failure, the role decides. Which screens a
 * contributor may open is the sidebar's (./admin-nav).
 */
export function grantsAdminArea(role: Role | null, check: AdminCheck): boolean {
  if (check.state === 'done') return check.isAdmin || (isNewsroom(role) && role !== ROLE.admin);
  return isNewsroom(role);
}
