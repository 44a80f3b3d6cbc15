import { RequireAdminArea } from './guard/RequireAdminArea';
import { AdminLayout } from './AdminLayout';

/** Every /admin/* screen: admin or editor only, inside the admin layout. */
export function AdminShell() {
  return (
    <RequireAdminArea>
      <AdminLayout />
    </RequireAdminArea>
  );
}
