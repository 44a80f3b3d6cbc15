// A lazily loaded page for a route's `element`: its chunk downloads on the first visit, and an
// optional prefetch starts the page's queries at the same time (render-as-you-fetch). `preloadPage`
// starts both for a route before React first renders (see app/router.tsx's preloadRoute).
import { lazy, type ComponentType, type ReactElement } from 'react';
import { useParams } from 'react-router-dom';

type Params = Record<string, string | undefined>;

interface PreloadablePage {
  (): ReactElement;
  preload(params: Params): void;
}

export function lazyPage(load: () => Promise<ComponentType>, prefetch?: (params: Params) => void) {
  let chunk: Promise<{ default: ComponentType }> | null = null;
  const loadChunk = () =>
    (chunk ??= load().then(
      (component) => ({ default: component }),
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
    return <Page />;
  };
  RoutePage.preload = (params) => {
    void loadChunk().catch(() => undefined); // a failure shows when the page renders
    prefetch?.(params);
  };
  return <RoutePage />;
}

/** Starts a route element's chunk and prefetch, if it is a lazy page. */
export function preloadPage(element: unknown, params: Params): void {
  const type = (element as { type?: Partial<PreloadablePage> } | null)?.type;
  type?.preload?.(params);
}
