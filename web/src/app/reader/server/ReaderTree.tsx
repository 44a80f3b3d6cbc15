// The React tree of a server-rendered reader page: the providers every reader component reads
// (Mantine, the query cache seeded with the page's documents, the router at the page's address,
// the site's origin, the metadata collector, the island renderer, the article sanitizer, the
// breadcrumb's label) around the reader layout and the page.
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StaticRouter } from 'react-router-dom';
import { StaticMantineProvider } from '../../StaticMantineProvider';
import { PublicLayout } from '../../layouts/PublicLayout';
import { PageMetaCollector, SiteOriginContext, type PageMeta } from '../../../components/head';
import { IslandRendererContext, type IslandRenderer } from '../../../components/island';
import { BreadcrumbLabelProvider } from '../../../components/breadcrumbs';
import { ArticleSanitizerContext } from '../../../features/articles';

export interface ReaderTreeProps {
  queryClient: QueryClient;
  /** The page's path and query string. */
  location: string;
  origin: string;
  collector: { meta: PageMeta | null };
  renderIsland: IslandRenderer;
  sanitize: (html: string) => string;
  breadcrumbLabel: string | null;
  /** Markup before the site's header (a preview's band). */
  before?: ReactNode;
  children: ReactNode;
}

export function ReaderTree(props: ReaderTreeProps) {
  return (
    <StaticMantineProvider>
      <QueryClientProvider client={props.queryClient}>
        <StaticRouter location={props.location}>
          <SiteOriginContext value={props.origin}>
            <PageMetaCollector value={props.collector}>
              <IslandRendererContext value={props.renderIsland}>
                <ArticleSanitizerContext value={props.sanitize}>
                  <BreadcrumbLabelProvider value={props.breadcrumbLabel}>
                    {props.before}
                    <PublicLayout>{props.children}</PublicLayout>
                  </BreadcrumbLabelProvider>
                </ArticleSanitizerContext>
              </IslandRendererContext>
            </PageMetaCollector>
          </SiteOriginContext>
        </StaticRouter>
      </QueryClientProvider>
    </StaticMantineProvider>
  );
}
