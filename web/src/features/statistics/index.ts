// Public API of the statistics feature: its admin screens (lazy) and the dashboard's two cards.
export { statisticsRoutes } from './admin-routes';
export { DashboardStatsCards } from './components/DashboardStatsCards';
