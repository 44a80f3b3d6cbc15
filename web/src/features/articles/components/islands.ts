// The articles feature's islands (components/island): loaded together, when a reader page first
// hydrates one of them.
export { CategoryShowcase } from './home/CategoryShowcase';
export { CategoryArticles } from './CategoryArticles';
export { AllArticlesList } from './AllArticlesList';
