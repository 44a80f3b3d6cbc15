// Public API of the profiles feature (its page is a reader route, app/reader/reader-routes.tsx).
export { seedProfilesFromServer } from './server-data';
export { ProfileNotFound } from './components/ProfileNotFound';
