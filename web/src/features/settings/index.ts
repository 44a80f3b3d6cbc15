// Public API of the settings feature: its admin route (lazy).
export { settingsRoutes } from './admin-routes';
