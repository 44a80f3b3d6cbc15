// Public API of the articles feature: the home page's sections, the seeding of a rendered page's
// documents, the article body's sanitizer slot and wiring, and its islands (loaded on demand).
export { Hero } from './components/home/Hero';
export { FeaturedSection } from './components/home/FeaturedSection';
export { LatestSection } from './components/home/LatestSection';
export { RecommendedReading } from './components/home/RecommendedReading';
export { firstPageFrom, seedArticlesFromServer } from './server-data';
export { enhanceArticle } from './lib/body/enhance-rendered-body';
export { ArticleSanitizerContext } from './components/ArticleBody';
export { ArticleNotFound } from './components/ArticleNotFound';
export { loadArticleIslands, loadLiveUpdates } from './lib/lazy-loaders';
// Live coverage: the polled JSON's entries (server bundle) and the live page's script (its own chunk).
export { livePolledFrom } from './components/live/live-polled';
