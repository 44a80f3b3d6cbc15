import { useEffect } from 'react';
import type { PageMeta } from './page-meta';

// The head manager is not needed for the first paint: it loads with the first page that sets metadata.
let headModule: Promise<typeof import('./page-meta')> | undefined;
const loadHead = () => (headModule ??= import('./page-meta'));

/** Applies the page's metadata whenever it changes (compared by value). */
export function usePageMeta(meta: PageMeta | null) {
  const serialized = meta ? JSON.stringify(meta) : null;
  useEffect(() => {
    if (!serialized) return;
    let current = true;
    const parsed = JSON.parse(serialized) as PageMeta;
    void loadHead().then(({ applyPageMeta, loadSiteMeta, loadedSiteMeta }) => {
      if (!current) return;
      const known = loadedSiteMeta();
      // Never wait for the settings: defaults now, the saved settings as soon as they arrive.
      applyPageMeta(parsed, known ?? {});
      if (!known) void loadSiteMeta().then((site) => current && applyPageMeta(parsed, site));
    });
    return () => {
      current = false;
    };
  }, [serialized]);
}
