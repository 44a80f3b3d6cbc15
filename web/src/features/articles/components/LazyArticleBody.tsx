// The article body renderer (DOMPurify + wiring) as a lazy chunk: it downloads while the body is
// being fetched, so neither waits for the other and the sanitizer stays off the critical path.
import { lazy } from 'react';

const loadBody = () => import('./ArticleBody');
let bodyModule: ReturnType<typeof loadBody> | undefined;

export const preloadArticleBody = () => (bodyModule ??= loadBody());

export const LazyArticleBody = lazy(() => preloadArticleBody().catch(loadBody));
