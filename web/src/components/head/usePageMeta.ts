import { useEffect } from 'react';
import { applyPageMeta, type PageMeta } from './page-meta';

/** Applies the page's metadata whenever it changes (compared by value). */
export function usePageMeta(meta: PageMeta | null) {
  const serialized = meta ? JSON.stringify(meta) : null;
  useEffect(() => {
    if (serialized) applyPageMeta(JSON.parse(serialized) as PageMeta);
  }, [serialized]);
}
