// App-wide providers: Mantine (theme, notifications), the persisted query cache and the session.
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '../features/auth';
import { CACHE_MAX_AGE, createPersister, createQueryClient, shouldPersistQuery } from '../lib/query-client';
import { theme } from './theme';

export const queryClient = createQueryClient();
const persister = createPersister();

function QueryProvider({ children }: { children: ReactNode }) {
  if (!persister) return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister,
        maxAge: CACHE_MAX_AGE,
        buster: 'v3',
        dehydrateOptions: { shouldDehydrateQuery: (q) => q.state.status === 'success' && shouldPersistQuery(q.queryKey) },
      }}
    >
      {children}
    </PersistQueryClientProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-right" />
      <QueryProvider>
        <SessionProvider>{children}</SessionProvider>
      </QueryProvider>
    </MantineProvider>
  );
}
