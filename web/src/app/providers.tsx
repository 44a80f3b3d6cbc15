// App-wide providers: Mantine (theme, deferred toasts), the query cache and the session.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '../features/auth';
import { StaticMantineProvider } from './StaticMantineProvider';
import { DeferredNotifications } from './DeferredNotifications';
import { queryClient } from './query';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StaticMantineProvider>
      <DeferredNotifications />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </StaticMantineProvider>
  );
}
