// Who may enter the admin area: the isAdmin function's answer decides, with the
// profile role as the fallback. The rules on the server enforce roles; this only picks the screen.
import { isStaff, ROLE, type Role } from '@pauta/model';

export type AdminCheck = { state: 'pending' } | { state: 'done'; isAdmin: boolean } | { state: 'failed' };

/** A true result or role editor counts as admin; while pending or after a failure, the role decides. */
export function grantsAdminArea(role: Role | null, check: AdminCheck): boolean {
  if (check.state === 'done') return check.isAdmin || role === ROLE.editor;
  return isStaff(role);
}
