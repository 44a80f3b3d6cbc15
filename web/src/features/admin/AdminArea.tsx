// The whole /admin area, one lazy chunk for the app's router: the admin route table (every feature's
// screens) stays off reader pages.
import { useRoutes } from 'react-router-dom';
import { adminRoutes } from './adminRoutes';

export function AdminArea() {
  return useRoutes(adminRoutes);
}
