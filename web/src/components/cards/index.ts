export { ArticleCard } from './ArticleCard';
export { CoverImage, CARD_SIZES } from './CoverImage';
export { responsiveImage, type ResponsiveImage } from './responsive-image';
