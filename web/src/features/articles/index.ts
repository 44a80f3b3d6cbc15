// Public API of the articles feature: the home page's sections, and the route prefetches the
// router's loaders start. The bundler places each module where it is used, so the shell gets the
// prefetches only and the lazy home chunks their sections.
export { Hero } from './components/home/Hero';
export { FeaturedSection } from './components/home/FeaturedSection';
export { LatestSection } from './components/home/LatestSection';
export { CategoryShowcase } from './components/home/CategoryShowcase';
export { RecommendedReading } from './components/home/RecommendedReading';
export { prefetchAllArticles, prefetchArticle, prefetchCategory, prefetchHome } from './prefetch';
export { firstPageFrom, seedArticlesFromServer } from './server-data';
export { carryArticleWidgetState, enhanceRenderedArticleBody } from './lib/body/enhance-rendered-body';
