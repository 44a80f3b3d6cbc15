// Public API of the articles feature: home sections below the first screen.
export { CategoryShowcase } from './components/home/CategoryShowcase';
export { RecommendedReading } from './components/home/RecommendedReading';
