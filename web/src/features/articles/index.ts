// Public API of the articles feature: the home page's first-screen sections.
// (Below-the-fold sections are in ./below-fold so the first screen does not load their code.)
export { Hero } from './components/home/Hero';
export { FeaturedSection } from './components/home/FeaturedSection';
export { LatestSection } from './components/home/LatestSection';
