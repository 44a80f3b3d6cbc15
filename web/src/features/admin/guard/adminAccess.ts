// Who may enter the admin area: the isAdmin function's answer decides, with the
// profile role as the fallback. The rules on the server enforce roles; this only picks the screen.
import type { Role } from '../../../lib/model';

export type AdminCheck = { state: 'pending' } | { state: 'done'; isAdmin: boolean } | { state: 'failed' };

const roleIsStaff = (role: Role | null) => role === 'admin' || role === 'editor';

/** A true result or role editor counts as admin; while pending or after a failure, the role decides. */
export function grantsAdminArea(role: Role | null, check: AdminCheck): boolean {
  if (check.state === 'done') return check.isAdmin || role === 'editor';
  return roleIsStaff(role);
}
