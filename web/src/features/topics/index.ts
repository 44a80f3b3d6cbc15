// Public API of the topics feature: the seeding of a rendered page's documents, and its islands.
export { seedTopicsFromServer } from './server-data';
export const loadTopicIslands = () => import('./components/islands');
