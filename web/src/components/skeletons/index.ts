export { ArticleCardSkeleton, ArticleGridSkeleton } from './ArticleCardSkeleton';
export { ArticlePageSkeleton } from './ArticlePageSkeleton';
