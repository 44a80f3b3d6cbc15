// Public API of the newsroom feature: the article list and the article editor, as lazy admin routes.
export { articlesAdminRoutes } from './adminRoutes';
export { fetchStatusCounts, type StatusCounts } from './api/list-articles';
export { StatusBadge } from './list/StatusBadge';
