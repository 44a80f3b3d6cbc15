// Public API of the statistics feature: its admin screens (lazy) and the dashboard's two cards.
export { statisticsRoutes } from './adminRoutes';
export { DashboardStatsCards } from './components/DashboardStatsCards';
