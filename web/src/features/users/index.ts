// Public API of the users feature: its admin route (lazy).
export { usersRoutes } from './admin-routes';
