// The topics feature's islands (components/island): loaded together, when a reader page first
// hydrates one of them.
export { TrendingTopicsPanel } from './TrendingTopicsPanel';
export { TopicList } from './TopicList';
export { TagArticles } from './TagArticles';
