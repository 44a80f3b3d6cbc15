// A lazily loaded page for a route's `element`: its chunk downloads on the first visit, and an
// optional prefetch starts the page's queries at the same time (render-as-you-fetch). `preloadPage`
// starts both for a route before React first renders (see app/router.tsx's preloadRoute). Once its
// chunk is in, a page renders directly, not through React.lazy: a first render that suspends shows
// the fallback and then waits for React's reveal throttle (~300 ms) before the page appears.
import { lazy, useState, type ComponentType, type ReactElement } from 'react';
import { useParams } from 'react-router-dom';

export type RouteParams = Record<string, string | undefined>;

interface PreloadablePage {
  (): ReactElement;
  /** Starts the chunk and the prefetch; resolves once the chunk is in. */
  preload(params: RouteParams): Promise<void>;
}

export function lazyPage(load: () => Promise<ComponentType>, prefetch?: (params: RouteParams) => void) {
  let chunk: Promise<{ default: ComponentType }> | null = null;
  let loaded: ComponentType | null = null;
  const loadChunk = () =>
    (chunk ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        chunk = null; // the next visit tries again
        throw error;
      },
    ));
  const Page = lazy(loadChunk);
  const RoutePage: PreloadablePage = () => {
    const params = useParams();
    // Before the chunk suspends the render; the query cache drops repeats of the same prefetch.
    prefetch?.(params);
    // Chosen once per mount: switching between the two element types would remount the page.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Page />;
  };
  RoutePage.preload = (params) => {
    prefetch?.(params);
    return loadChunk().then(
      () => undefined,
      () => undefined, // a failure shows when the page renders
    );
  };
  return <RoutePage />;
}

/** Starts a route element's chunk and prefetch, if it is a lazy page; resolves once it is in. */
export function preloadPage(element: unknown, params: RouteParams): Promise<void> {
  const type = (element as { type?: Partial<PreloadablePage> } | null)?.type;
  return type?.preload?.(params) ?? Promise.resolve();
}
