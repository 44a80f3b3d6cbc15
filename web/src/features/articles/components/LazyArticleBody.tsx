// The article body renderer (DOMPurify + wiring) as a lazy chunk: it downloads while the body is
// being fetched, so neither waits for the other and the sanitizer stays off the critical path.
// Once the chunk is in, the body renders directly: a lazy component that suspends would show its
// fallback and then wait for React's reveal throttle (~300 ms) before the text appears.
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

type BodyComponent = ComponentType<{ html: string }>;

const loadBody = () => import('./ArticleBody');
let bodyModule: ReturnType<typeof loadBody> | undefined;
let loaded: BodyComponent | null = null;

export const preloadArticleBody = () =>
  (bodyModule ??= loadBody().then((module) => {
    loaded = module.default;
    return module;
  }));

const LazyBody = lazy(() => preloadArticleBody().catch(loadBody));

export function LazyArticleBody({ html, fallback }: { html: string; fallback: ReactNode }) {
  // Chosen once per mount: switching between the two would remount the body.
  const [Body] = useState(() => loaded);
  if (Body) return <Body html={html} />;
  return (
    <Suspense fallback={fallback}>
      <LazyBody html={html} />
    </Suspense>
  );
}
