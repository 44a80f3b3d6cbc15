export { ArticleCard } from './ArticleCard';
export { CoverImage } from './CoverImage';
