import { RequireAdminArea } from '../components/RequireAdminArea';
import { AdminLayout } from '../components/AdminLayout';

/** Every /admin/* screen: admin or editor only, inside the admin layout. */
export function AdminShell() {
  return (
    <RequireAdminArea>
      <AdminLayout />
    </RequireAdminArea>
  );
}
