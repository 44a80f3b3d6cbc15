// Public API of the profiles feature (its page is a lazy route in app/router.tsx).
export { seedProfilesFromServer } from './server-data';
