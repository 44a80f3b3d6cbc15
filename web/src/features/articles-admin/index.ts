// Public API of the newsroom feature: the article list and the article editor, as lazy admin routes,
// and what the dashboard shows of it (counts, the review queue), scoped to a contributor's own
// articles (authorScopeFor).
export { articlesAdminRoutes } from './admin-routes';
export { fetchStatusCounts, type StatusCounts, type AuthorScope } from './api/list-articles';
export { StatusBadge } from './components/StatusBadge';
export { ReviewBadge } from './components/ReviewBadge';
export { ReviewQueueCard } from './components/ReviewQueueCard';
export { authorScopeFor } from './lib/author-scope';
