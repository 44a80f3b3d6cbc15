// Public API of the admin area: the whole of /admin (login, shell and screens), which the app's
// router loads lazily. Other features add admin screens by exporting a RouteObject[] from a file
// named adminRoutes.tsx (lazy components only) and spreading it into ./adminRoutes.tsx.
export { AdminArea } from './AdminArea';
