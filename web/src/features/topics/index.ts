// Public API of the topics feature.
export { TrendingTopicsPanel } from './components/TrendingTopicsPanel';
export { prefetchTag, prefetchTagCounts } from './prefetch';
export { seedTopicsFromServer } from './server-data';
