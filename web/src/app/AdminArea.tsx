// The whole /admin area, one lazy chunk for the app's router: the admin route table (every feature's
// screens) stays off reader pages.
import { useRoutes } from 'react-router-dom';
import { adminAreaRoutes } from './admin-routes';

export function AdminArea() {
  return useRoutes(adminAreaRoutes);
}
