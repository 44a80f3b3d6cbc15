// A lazily loaded page for a route's `element`: its chunk downloads on the first visit, and an
// optional prefetch starts the page's queries at the same time (render-as-you-fetch).
import { lazy, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';

type Params = Record<string, string | undefined>;

export function lazyPage(load: () => Promise<ComponentType>, prefetch?: (params: Params) => void) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  function RoutePage() {
    const params = useParams();
    // Before the chunk suspends the render; the query cache drops repeats of the same prefetch.
    prefetch?.(params);
    return <Page />;
  }
  return <RoutePage />;
}
