// What every island's React root provides, on the server (each island is rendered as a root of
// its own) and in the browser (each is hydrated as one): Mantine's context, the page's query
// cache, a router on the page's address (its links load pages: a reader page is a document) and the
// page's one shared session. None of them writes any markup, so the island's HTML is the same.
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Router, type Navigator } from 'react-router-dom';
import { StaticMantineProvider } from '../StaticMantineProvider';
import { SharedSessionProvider } from '../../features/auth';

const path = (to: Parameters<Navigator['push']>[0]) =>
  typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;

const samePage = (to: string) => {
  const target = new URL(to, window.location.href);
  return target.pathname === window.location.pathname && target.search === window.location.search;
};

/**
 * Navigation from an island is a page load (the server renders every reader page); replacing the
 * address with the same page (dropping a hash) only rewrites it.
 */
export const documentNavigator: Navigator = {
  createHref: path,
  push: (to) => window.location.assign(path(to)),
  replace: (to) => {
    const target = path(to);
    if (samePage(target)) window.history.replaceState(window.history.state, '', target);
    else window.location.replace(target);
  },
  go: (delta) => window.history.go(delta),
};

export interface IslandContext {
  queryClient: QueryClient;
  /** The page's path and query string. */
  location: string;
}

export function IslandProviders({ queryClient, location, children }: IslandContext & { children: ReactNode }) {
  return (
    <StaticMantineProvider>
      <QueryClientProvider client={queryClient}>
        <Router location={location} navigator={documentNavigator}>
          <SharedSessionProvider>{children}</SharedSessionProvider>
        </Router>
      </QueryClientProvider>
    </StaticMantineProvider>
  );
}
