// Public API of the topics feature.
export { TrendingTopicsPanel } from './components/TrendingTopicsPanel';
