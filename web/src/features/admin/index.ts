// Public API of the admin area: its routes (/admin login, /admin/* shell and screens). Other
// features add admin screens by exporting a RouteObject[] from a file named adminRoutes.tsx
// (lazy components only) and spreading it into ./adminRoutes.tsx.
export { adminRoutes } from './adminRoutes';
export { ADMIN_NAV, type AdminNavItem } from './adminNav';
