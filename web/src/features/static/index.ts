// Public API of the static pages feature: their reader routes (lazy pages).
export { staticRoutes } from './routes';
