import { createContext, useContext, useEffect } from 'react';
import { siteUrl } from '../../lib/site';
import type { PageMeta } from './page-meta';

// The head manager is not needed for the first paint: it loads with the first page that sets metadata.
let headModule: Promise<typeof import('./page-meta')> | undefined;
const loadHead = () => (headModule ??= import('./page-meta'));

/**
 * On the server, where no effect runs: the rendered page's metadata, written by the page while it
 * renders and read once the render is over (app/reader/server writes it into the head).
 */
export const PageMetaCollector = createContext<{ meta: PageMeta | null } | null>(null);

/** The site's origin for absolute URLs in metadata: the server's on a rendered page. */
export const SiteOriginContext = createContext<string | null>(null);
export const useSiteOrigin = () => useContext(SiteOriginContext) ?? siteUrl();

/** Applies the page's metadata whenever it changes (compared by value). */
export function usePageMeta(meta: PageMeta | null) {
  const collector = useContext(PageMetaCollector);
  if (collector && meta) collector.meta = meta;
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
