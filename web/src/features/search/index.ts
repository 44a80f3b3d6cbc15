// Public API of the search feature (its page is a lazy route in app/router.tsx).
export { seedSearchFromServer } from './server-data';
