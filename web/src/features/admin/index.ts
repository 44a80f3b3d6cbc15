// Public API of the admin feature: its login, its guarded shell (layout and sidebar) and its own
// screen (the dashboard), as lazy routes that app/admin-routes.tsx
// assembles with every other feature's admin routes.
export { adminLoginRoute, adminRoutes, adminShellRoute } from './admin-routes';
