export { ArticleCard } from './ArticleCard';
export { CoverImage } from './CoverImage';
export { LiveLabel } from './LiveLabel';
