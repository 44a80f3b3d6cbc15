// Public API of the search feature (its page is a reader route, app/reader/reader-routes.tsx).
export { seedSearchFromServer } from './server-data';
