import { useEffect } from 'react';
import type { PageMeta } from './page-meta';
import { loadSiteMeta } from './site-meta';

// The head manager is not needed for the first paint: it loads with the first page that sets metadata.
let headModule: Promise<typeof import('./page-meta')> | undefined;
const loadHead = () => (headModule ??= import('./page-meta'));

/** Applies the page's metadata whenever it changes (compared by value). */
export function usePageMeta(meta: PageMeta | null) {
  const serialized = meta ? JSON.stringify(meta) : null;
  useEffect(() => {
    if (!serialized) return;
    let current = true;
    void Promise.all([loadHead(), loadSiteMeta()]).then(([{ applyPageMeta }, site]) => {
      if (current) applyPageMeta(JSON.parse(serialized) as PageMeta, site);
    });
    return () => {
      current = false;
    };
  }, [serialized]);
}
